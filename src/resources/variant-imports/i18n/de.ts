import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'variant-imports': {
      name: 'Variantenimport |||| Variantenimporte',
      fields: labelsIn('de', 'variants'),
    },
  },
};
