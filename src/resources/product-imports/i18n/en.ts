import { labelsIn } from '@domain/imports/fieldLabels';

/** The product-template import's name and the labels of the fields its columns fill. */
export const en = {
  resources: {
    'product-imports': {
      name: 'Product import |||| Product imports',
      fields: labelsIn('en', 'products'),
    },
  },
};
