import type { en } from './en';

export const de: typeof en = {
  resources: {
    attributes: {
      fields: { name: 'Name', code: 'Code', type: 'Typ', values: 'Werte', q: 'Suchen' },
      types: { text: 'Freitext', select: 'Werteliste', color: 'Farbe', size: 'Größe', number: 'Zahl' },
      code_help: 'Kleinbuchstaben, Ziffern und Unterstriche, z. B. shoe_size',
      values_help: 'Nach jedem Wert Enter drücken; jeder Wert darf nur einmal vorkommen',
    },
  },
  modules: { attributes: 'Attribute' },
};
