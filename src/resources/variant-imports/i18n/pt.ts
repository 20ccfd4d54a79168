import type { en } from './en';
import { labelsIn } from '@domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'variant-imports': {
      name: 'Importação de variantes |||| Importações de variantes',
      fields: labelsIn('pt', 'variants'),
    },
  },
};
