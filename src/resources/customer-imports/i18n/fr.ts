import type { en } from './en';
import { CUSTOMER_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const fr: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Import de clients |||| Imports de clients',
      fields: labelsIn('fr', CUSTOMER_IMPORT_LABELS),
    },
  },
};
