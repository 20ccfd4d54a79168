import type { en } from './en';

/** CMS: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  cms_columns_range: 'Wählen Sie 1 bis 12 Spalten',
  cms_link_form: 'Geben Sie eine Adresse ein, die mit http://, https:// oder / beginnt',
  cms_content_needs: 'Dieser Inhalt braucht dieses Feld',
  cms_stale_edit: 'Jemand anderes hat dies inzwischen gespeichert: Laden Sie neu, um die Änderungen zu sehen, und nehmen Sie Ihre erneut vor',
  cms_container_missing: 'Diesen Container gibt es nicht',
  cms_section_missing: 'Diesen Abschnitt gibt es nicht',
  cms_version_missing: 'Diese Version gehört nicht zu diesem Container',
  cms_schedule_past: 'Wählen Sie einen Zeitpunkt in der Zukunft, um eine Veröffentlichung zu planen',
  cms_not_scheduled: 'Diese Version wartet nicht auf ihre Veröffentlichung',
  cms_nothing_to_publish: 'Fügen Sie vor dem Veröffentlichen einen Abschnitt hinzu',
  notification_choose_customers: "Wählen Sie mindestens einen Kunden",
  notification_segment_empty: "Wählen Sie Schlagwörter, Städte oder eine Anzahl Bestellungen für das Segment",
  notification_orders_range: "Die Höchstzahl an Bestellungen darf nicht unter der Mindestzahl liegen",
  notification_enter_body: "Geben Sie die Nachricht ein",
  notification_choose_channel: "Wählen Sie mindestens einen Kanal",
  notification_time_zone: "Diese Zeitzone ist unbekannt",
  notification_not_draft: "Nur ein Entwurf kann geändert werden: Diese Benachrichtigung ist geplant oder bereits versendet",
  notification_missing: "Diese Benachrichtigung gibt es nicht",
  notification_not_scheduled: "Nur eine geplante Benachrichtigung kann abgebrochen werden, bevor der Versand beginnt",
  notification_audience_empty: "Kein Kunde gehört zu dieser Zielgruppe",
  script_enter_code: "Geben Sie den Code des Skripts ein",
  script_stale_edit: "Inzwischen hat jemand eine neuere Version gespeichert: Laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor",
  script_version_missing: "Diese Version gehört nicht zu diesem Skript",
};
