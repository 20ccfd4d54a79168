import { labelsIn } from '@domain/imports/fieldLabels';

/** The variant import's name and the labels of the fields its columns fill. */
export const en = {
  resources: {
    'variant-imports': {
      name: 'Variant import |||| Variant imports',
      fields: labelsIn('en', 'variants'),
    },
  },
};
