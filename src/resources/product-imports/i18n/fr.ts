import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const fr: typeof en = {
  resources: {
    'product-imports': {
      name: 'Import de produits |||| Imports de produits',
      fields: labelsIn('fr', 'products'),
    },
  },
};
