import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const fr: typeof en = {
  resources: {
    'variant-imports': {
      name: 'Import de variantes |||| Imports de variantes',
      fields: labelsIn('fr', 'variants'),
    },
  },
};
