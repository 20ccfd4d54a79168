import type { en } from './en';

/** CMS: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  cms_columns_range: 'Choisissez de 1 à 12 colonnes',
  cms_link_form: 'Saisissez une adresse commençant par http://, https:// ou /',
  cms_content_needs: 'Ce contenu a besoin de ce champ',
  cms_stale_edit: "Quelqu'un d'autre l'a enregistré entre-temps : rechargez pour voir ses changements, puis refaites les vôtres",
  cms_container_missing: "Ce conteneur n'existe pas",
  cms_section_missing: "Cette section n'existe pas",
  cms_version_missing: "Cette version n'appartient pas à ce conteneur",
  cms_schedule_past: 'Choisissez un moment futur pour programmer une publication',
  cms_not_scheduled: "Cette version n'attend pas d'être publiée",
  cms_nothing_to_publish: 'Ajoutez une section avant de publier',
  notification_choose_customers: "Choisissez au moins un client",
  notification_segment_empty: "Choisissez des étiquettes, des villes ou un nombre de commandes pour le segment",
  notification_orders_range: "Le maximum de commandes ne peut pas être inférieur au minimum",
  notification_enter_body: "Saisissez le message",
  notification_choose_channel: "Choisissez au moins un canal",
  notification_time_zone: "Ce fuseau horaire est inconnu",
  notification_not_draft: "Seul un brouillon peut être modifié : cette notification est programmée ou déjà envoyée",
  notification_missing: "Cette notification n'existe pas",
  notification_not_scheduled: "Seule une notification programmée peut être annulée, avant le début de l'envoi",
  notification_audience_empty: "Aucun client ne fait partie de cette audience",
  script_enter_code: "Saisissez le code du script",
  script_stale_edit: "Quelqu'un a enregistré une version plus récente entre-temps : rechargez-la, puis refaites votre modification",
  script_version_missing: "Cette version n'appartient pas à ce script",
};
