export const en = {
  resources: {
    attributes: {
      fields: { name: 'Name', code: 'Code', type: 'Type', values: 'Values', q: 'Search' },
      types: { text: 'Free text', select: 'List of values', color: 'Colour', size: 'Size', number: 'Number' },
      code_help: 'Lowercase letters, digits and underscores, e.g. shoe_size',
      values_help: 'Press Enter after each value; each value may appear once',
    },
  },
  modules: { attributes: 'Attributes' },
};
