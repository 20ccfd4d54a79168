import type { en } from './en';

export const de: typeof en = {
  resources: {
    sections: {
      name: 'Abschnitt |||| Abschnitte',
      fields: {
        title: 'Titel', type: 'Typ', container_id: 'Container', position: 'Position', items: 'Elemente', platform: 'Plattform',
        layout: 'Layout', spacing: 'Abstand zwischen Elementen', revision: 'Revision',
        xs: 'Spalten, Telefone (ab 0 px)', sm: 'Spalten, große Telefone (576 px)', md: 'Spalten, Tablets (768 px)',
        lg: 'Spalten, Laptops (992 px)', xl: 'Spalten, Desktops (1200 px)',
      },
      types: { banner: 'Banner', carousel: 'Karussell', product_grid: 'Produktraster', collection_grid: 'Kollektionsraster', text: 'Text', links: 'Links' },
      layout_help: 'Wie viele Elemente eine Reihe bei jeder Bildschirmbreite fasst, und der Abstand dazwischen (in Schritten von 8 px).',
      contents: { title: 'Inhalt', add: 'Inhalt hinzufügen', empty: 'Noch kein Inhalt: Fügen Sie welchen hinzu.', view: 'Ansehen' },
      back: 'Zurück zum Container',
      layout_screen: 'Neuer Abschnitt %{type}: zuerst das Layout',
    },
  },
};
