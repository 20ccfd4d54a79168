import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'product-imports': {
      name: 'Importação de produtos |||| Importações de produtos',
      fields: labelsIn('pt', 'products'),
    },
  },
};
