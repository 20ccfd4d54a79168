import type { en } from './en';
import { CUSTOMER_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Kundenimport |||| Kundenimporte',
      fields: labelsIn('de', CUSTOMER_IMPORT_LABELS),
    },
  },
};
