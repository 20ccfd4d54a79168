import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'customer-imports': {
      name: 'Importação de clientes |||| Importações de clientes',
      fields: labelsIn('pt', 'customers'),
    },
  },
};
