import type { en } from './en';
import { CUSTOMER_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Importação de clientes |||| Importações de clientes',
      fields: labelsIn('pt', CUSTOMER_IMPORT_LABELS),
    },
  },
};
