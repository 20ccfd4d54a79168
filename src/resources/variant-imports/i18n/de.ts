import type { en } from './en';
import { VARIANT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

export const de: typeof en = {
  resources: {
    'variant-imports': {
      name: 'Variantenimport |||| Variantenimporte',
      fields: labelsIn('de', VARIANT_IMPORT_LABELS),
    },
  },
};
