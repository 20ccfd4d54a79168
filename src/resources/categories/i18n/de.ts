import type { en } from './en';

export const de: typeof en = {
  resources: {
    categories: {
      fields: {
        path: 'Unter', name: 'Name', slug: 'Slug', parent_id: 'Übergeordnete Kategorie', new_parent: 'Neue übergeordnete Kategorie',
        description: 'Beschreibung', children_count: 'Unterkategorien', products_count: 'Produkte', is_active: 'Aktiv', actions: 'Aktionen', q: 'Suchen',
      },
      own_products: '(davon %{count} hier)',
      move: 'Verschieben',
      move_title: '„%{name}“ mit Unterkategorien verschieben',
      move_help: 'Leer lassen, um sie auf die oberste Ebene zu verschieben',
      moved: '„%{name}“ verschoben',
      parent_help: 'Leer lassen für eine Kategorie der obersten Ebene',
    },
  },
  modules: { categories: 'Kategorien' },
};
