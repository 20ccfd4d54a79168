import type { en } from './en';

export const fr: typeof en = {
  resources: {
    notifications: {
      fields: {
        title: 'Titre', body: 'Message', image: "URL de l'image", link: 'Lien profond', channels: 'Canaux', state: 'État',
        send_at: 'Envoi le', time_zone: 'Fuseau horaire', sent_at: 'Envoyée le', recipients: 'Destinataires', q: 'Rechercher', job_id: 'Tâche',
        audience: { label: 'Audience', kind: 'Audience', tags: 'Étiquettes client', cities: 'Villes', orders_min: 'Au moins … commandes', orders_max: 'Au plus … commandes', customer_ids: 'Clients' },
      },
      channels: { email: 'E-mail', sms: 'SMS', push: 'Push' },
      states: { draft: 'Brouillon', scheduled: 'Programmée', sending: 'En cours d’envoi', sent: 'Envoyée', cancelled: 'Annulée', failed: 'Échec' },
      audiences: { all: 'Tous les clients', segment: 'Un segment', customers: 'Clients choisis' },
      audience_orders: { between: 'de %{min} à %{max} commandes', at_least: 'au moins %{min} commandes', at_most: 'au plus %{max} commandes' },
      template_hint: '{{first_name}} et {{last_name}} sont remplacés pour chaque client',
      segment_hint: 'Clients actifs ayant l’une des étiquettes, habitant l’une des villes, dans la fourchette de commandes.',
      preview: {
        audience: '%{count} client la recevra |||| %{count} clients la recevront',
        sample: 'Aperçu',
        sample_for: 'Telle que %{customer} la lit',
      },
      sending: {
        title: 'Envoi',
        send_now: 'Envoyer maintenant',
        schedule: 'Programmer',
        send_at: 'Envoyer le',
        zone: 'Votre fuseau horaire : %{zone}',
        sent_now: 'L’envoi a commencé',
        scheduled: 'Notification programmée',
        goes_at: 'Programmée pour le %{moment} (%{zone})',
        cancel: 'Annuler l’envoi',
        cancel_title: 'Annuler cette notification ?',
        cancel_content: 'Elle ne sera pas envoyée. Elle reste dans la liste comme annulée.',
        cancelled: 'Notification annulée',
        was_cancelled: 'Cette notification a été annulée avant son envoi.',
      },
      deliveries: { title: 'Remises', pending: 'En attente', sent: 'Envoyées', failed: 'Échecs', skipped: 'Ignorées' },
      outbox: { title: "Boîte d'envoi", empty: "Rien dans la boîte d'envoi pour l'instant.", at: 'Le', channel: 'Canal', address: 'À', subject: 'Objet' },
    },
  },
  modules: { notifications: 'Notifications' },
};
