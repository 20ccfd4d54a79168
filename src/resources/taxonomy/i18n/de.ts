import type { en } from './en';

export const de: typeof en = {
  taxonomy: {
    slug_help: 'Wird in Shop-Links verwendet: Kleinbuchstaben, Ziffern und Bindestriche',
    active_only: 'Nur aktive',
    delete: {
      title: 'Diesen Eintrag löschen?',
      unused: 'Nichts verwendet diesen Eintrag. Er wird endgültig gelöscht.',
      in_use: 'Dieser Eintrag wird noch verwendet und kann nicht einfach gelöscht werden. Wählen Sie einen Ersatz: Alles Folgende wird ihm zugeordnet, dann wird dieser Eintrag gelöscht.',
      replacement: 'Ersatz',
      replace: 'Verschieben und löschen',
      replace_hint: 'Verschieben und Löschen geschehen gemeinsam oder gar nicht.',
    },
    position: { label: 'Reihenfolge', up: 'Nach oben', down: 'Nach unten' },
  },
};
