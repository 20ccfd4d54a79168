import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Kundenimport |||| Kundenimporte',
      fields: labelsIn('de', 'customers'),
    },
  },
};
