import type { en } from './en';

export const de: typeof en = {
  resources: {
    contents: {
      name: 'Inhaltselement |||| Inhaltselemente',
      fields: {
        type: 'Typ', title: 'Titel', text: 'Text', image: 'Bild', link: 'Link', product_id: 'Produkt', collection_id: 'Kollektion',
        position: 'Position', dangling: 'Problem', section_id: 'Abschnitt', product_title: 'Produkt', collection_title: 'Kollektion', revision: 'Revision',
      },
      types: { image: 'Bild', product: 'Produkt', collection: 'Kollektion', link: 'Link', text: 'Text' },
      dangling: {
        deleted: 'Verweist auf etwas Gelöschtes: im Shop nicht gezeigt',
        archived: 'Verweist auf ein archiviertes Produkt: im Shop nicht gezeigt',
        unpublished: 'Verweist auf etwas Unveröffentlichtes: im Shop nicht gezeigt',
      },
      upload: 'Bild hochladen',
      remove_image: 'Bild entfernen',
      image_rules: 'JPEG, PNG oder WebP, bis 2 MB.',
      image_wrong_type: 'Wählen Sie ein JPEG-, PNG- oder WebP-Bild',
      image_too_large: 'Dieses Bild ist größer als 2 MB',
      back: 'Zurück zum Abschnitt',
    },
  },
};
