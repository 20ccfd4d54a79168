import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'product-imports': {
      name: 'Produktimport |||| Produktimporte',
      fields: labelsIn('de', 'products'),
    },
  },
};
