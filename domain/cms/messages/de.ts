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
};
