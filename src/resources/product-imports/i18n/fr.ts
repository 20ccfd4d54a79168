import type { en } from './en';
import { PRODUCT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const fr: typeof en = {
  resources: {
    'product-imports': {
      name: 'Import de produits |||| Imports de produits',
      fields: labelsIn('fr', PRODUCT_IMPORT_LABELS),
    },
  },
};
