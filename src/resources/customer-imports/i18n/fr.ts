import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const fr: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Import de clients |||| Imports de clients',
      fields: labelsIn('fr', 'customers'),
    },
  },
};
