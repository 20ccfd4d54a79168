import type { en } from './en';

export const de: typeof en = {
  resources: {
    'collection-products': { name: 'Kollektionsprodukt |||| Kollektionsprodukte' },
    collections: {
      fields: {
        title: 'Titel', slug: 'Slug', description: 'Beschreibung', image: 'Bild-URL', type: 'Typ', rules: 'Regeln', conditions: 'Bedingungen',
        match: 'Produkte müssen erfüllen', published_from: 'Veröffentlicht ab', published_to: 'Veröffentlicht bis', status: 'Status',
        rule_field: 'Feld', rule_operator: 'Operator', rule_value: 'Wert',
        products_count: 'Produkte', number_of_products: 'Anzahl der Produkte', products: 'Produkte', product_title: 'Produkt', brand: 'Marke', product_status: 'Produktstatus', q: 'Suchen',
      },
      types: { manual: 'Handverlesene Produkte', rule: 'Produkte nach Regeln' },
      statuses: { draft: 'Entwurf', published: 'Veröffentlicht' },
      rule_match: { all: 'Alle Bedingungen', any: 'Eine der Bedingungen' },
      rule_fields: { brand_id: 'Marke', category_id: 'Kategorie', designer_id: 'Designer', tag: 'Schlagwort', price: 'Preis' },
      rule_operators: { equals: 'ist gleich', not_equals: 'ist ungleich', greater_than: 'ist größer als', less_than: 'ist kleiner als', contains: 'enthält' },
      manage_products: 'Produkte verwalten',
      products_screen: {
        in_collection: 'In dieser Kollektion',
        empty: 'Noch keine Produkte: rechts suchen und hinzufügen.',
        find: 'Produkte finden',
        search: 'Nach Titel, Beschreibung oder Slug suchen',
        add: 'Hinzufügen',
        added: 'Hinzugefügt',
        remove: 'Entfernen',
        remove_title: 'Dieses Produkt aus der Kollektion entfernen?',
        remove_content: 'Das Produkt selbst bleibt im Katalog.',
        added_notice: 'Produkt zur Kollektion hinzugefügt',
        rule_collection: 'Diese Kollektion wählt ihre Produkte nach Regeln; bearbeiten Sie stattdessen die Regeln.',
        back: 'Zurück zur Kollektion',
      },
    },
  },
  modules: { collections: 'Kollektionen' },
};
