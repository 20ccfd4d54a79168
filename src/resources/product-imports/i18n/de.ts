import type { en } from './en';
import { PRODUCT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'product-imports': {
      name: 'Produktimport |||| Produktimporte',
      fields: labelsIn('de', PRODUCT_IMPORT_LABELS),
    },
  },
};
