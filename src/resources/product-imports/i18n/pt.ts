import type { en } from './en';
import { PRODUCT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'product-imports': {
      name: 'Importação de produtos |||| Importações de produtos',
      fields: labelsIn('pt', PRODUCT_IMPORT_LABELS),
    },
  },
};
