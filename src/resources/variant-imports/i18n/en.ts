import { VARIANT_IMPORT_LABELS, labelsIn } from '../../../domain/imports/fieldLabels';

/** The variant import's name and the labels of the fields its columns fill. */
export const en = {
  resources: {
    'variant-imports': {
      name: 'Variant import |||| Variant imports',
      fields: labelsIn('en', VARIANT_IMPORT_LABELS),
    },
  },
};
