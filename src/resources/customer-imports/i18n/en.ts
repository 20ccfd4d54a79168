import { labelsIn } from '@domain/imports/fieldLabels';

/** The customer import's name and the labels of the fields its columns fill. */
export const en = {
  resources: {
    'customer-imports': {
      name: 'Customer import |||| Customer imports',
      fields: labelsIn('en', 'customers'),
    },
  },
};
