import type { en } from './en';

export const de: typeof en = {
  resources: {
    scripts: {
      fields: {
        name: 'Name', placement: 'Platzierung', pages: 'Seiten', is_active: 'Aktiv', position: 'Reihenfolge', code: 'Code',
        version: 'Version', updated_at: 'Gespeichert', created_at: 'Erstellt', q: 'Suche',
      },
      placements: { head: 'Im Head', body_start: 'Am Anfang des Body', body_end: 'Am Ende des Body' },
      pages: { home: 'Startseite', product: 'Produkt', collection: 'Kollektion', cart: 'Warenkorb', checkout: 'Kasse', account: 'Konto', content: 'Inhaltsseiten' },
      pages_hint: 'Keine gewählt: alle Seiten',
      diff: {
        review: 'Änderungen prüfen und speichern',
        title: 'Änderungen gegenüber der Live-Version %{number}',
        changes: '%{smart_count} Änderung |||| %{smart_count} Änderungen',
        none: 'Der Code entspricht der Live-Version',
        sides: 'Links: die Live-Version. Rechts: Ihre Bearbeitung.',
      },
      versions: {
        title: 'Versionen',
        number: 'Version',
        live: '%{number} (live)',
        saved_at: 'Gespeichert am',
        saved_by: 'Gespeichert von',
        origin: 'Herkunft',
        restored_from: 'Stellt Version %{number} wieder her',
        compare: 'Vergleichen',
        compare_title: 'Version %{number} gegenüber der Live-Version %{live}',
        restore: 'Wiederherstellen',
        restore_title: 'Version %{number} wiederherstellen?',
        restore_content: 'Sie geht sofort als neue Version live; die aktuelle bleibt in der Liste.',
        restored: 'Version %{number} wiederhergestellt und live',
      },
    },
  },
  modules: { scripts: 'Skripte' },
};
