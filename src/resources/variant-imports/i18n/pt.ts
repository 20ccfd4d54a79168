import type { en } from './en';
import { VARIANT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const pt: typeof en = {
  resources: {
    'variant-imports': {
      name: 'Importação de variantes |||| Importações de variantes',
      fields: labelsIn('pt', VARIANT_IMPORT_LABELS),
    },
  },
};
