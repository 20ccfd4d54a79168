import type { en } from './en';

export const de: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Titel',
        description: 'Beschreibung',
        slug: 'URL-Slug',
        brand_id: 'Marke',
        designer_id: 'Designer',
        category_id: 'Kategorie',
        category: 'Kategorie',
        attributes: 'Attribute',
        tags: 'Schlagwörter',
        status: 'Status',
        images: 'Bilder',
        variants_count: 'Varianten',
        stock: 'Bestand',
        warehouse_id: 'Lager',
        variant_status: 'Variantenstatus',
        created_at: 'Erstellt am',
        updated_at: 'Geändert am',
      },
      attribute: 'Attribut',
      attribute_value: 'Wert',
      attribute_twice: 'Jedes Attribut kann nur einmal gesetzt werden',
      add_variant: 'Variante hinzufügen',
      variants: 'Varianten dieses Produkts',
    },
  },
  catalogue: {
    all: 'Alle',
    product_status: { draft: 'Entwurf', active: 'Aktiv', archived: 'Archiviert' },
    stock: { in_stock: 'Auf Lager', out_of_stock: 'Nicht auf Lager' },
    variant_status: { draft: 'Entwurf', in_review: 'In Prüfung', approved: 'Freigegeben', rejected: 'Abgelehnt' },
    erp_status: { pending: 'Ausstehend', synced: 'Synchronisiert', failed: 'Fehlgeschlagen' },
    images: {
      upload: 'Bild hochladen',
      remove: 'Bild entfernen',
      failed: 'Das Bild konnte nicht hochgeladen werden',
    },
  },
  modules: { products: 'Produkte' },
};
