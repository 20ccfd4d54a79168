import type { en } from './en';

export const de: typeof en = {
  resources: {
    notifications: {
      fields: {
        title: 'Titel', body: 'Nachricht', image: 'Bild-URL', link: 'Deep Link', channels: 'Kanäle', state: 'Status',
        send_at: 'Versand am', time_zone: 'Zeitzone', sent_at: 'Versendet am', recipients: 'Empfänger', q: 'Suche', job_id: 'Auftrag',
        audience: { label: 'Zielgruppe', kind: 'Zielgruppe', tags: 'Kunden-Schlagwörter', cities: 'Städte', orders_min: 'Mindestens … Bestellungen', orders_max: 'Höchstens … Bestellungen', customer_ids: 'Kunden' },
      },
      channels: { email: 'E-Mail', sms: 'SMS', push: 'Push' },
      states: { draft: 'Entwurf', scheduled: 'Geplant', sending: 'Wird versendet', sent: 'Versendet', cancelled: 'Abgebrochen', failed: 'Fehlgeschlagen' },
      audiences: { all: 'Alle Kunden', segment: 'Ein Segment', customers: 'Ausgewählte Kunden' },
      audience_orders: { between: '%{min} bis %{max} Bestellungen', at_least: 'mindestens %{min} Bestellungen', at_most: 'höchstens %{max} Bestellungen' },
      template_hint: '{{first_name}} und {{last_name}} werden für jeden Kunden ausgefüllt',
      segment_hint: 'Aktive Kunden mit einem der Schlagwörter, in einer der Städte, im Bereich der Bestellungen.',
      preview: {
        audience: '%{count} Kunde erhält sie |||| %{count} Kunden erhalten sie',
        sample: 'Vorschau',
        sample_for: 'So liest %{customer} sie',
      },
      sending: {
        title: 'Versand',
        send_now: 'Jetzt senden',
        schedule: 'Planen',
        send_at: 'Senden am',
        zone: 'Ihre Zeitzone: %{zone}',
        sent_now: 'Der Versand hat begonnen',
        scheduled: 'Benachrichtigung geplant',
        goes_at: 'Geplant für %{moment} (%{zone})',
        cancel: 'Versand abbrechen',
        cancel_title: 'Diese Benachrichtigung abbrechen?',
        cancel_content: 'Sie wird nicht versendet und bleibt als abgebrochen in der Liste.',
        cancelled: 'Benachrichtigung abgebrochen',
        was_cancelled: 'Diese Benachrichtigung wurde vor dem Versand abgebrochen.',
      },
      deliveries: { title: 'Zustellungen', pending: 'Ausstehend', sent: 'Versendet', failed: 'Fehlgeschlagen', skipped: 'Übersprungen' },
      outbox: { title: 'Postausgang', empty: 'Noch nichts im Postausgang.', at: 'Am', channel: 'Kanal', address: 'An', subject: 'Betreff' },
    },
  },
  modules: { notifications: 'Benachrichtigungen' },
};
