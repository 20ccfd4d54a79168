export const en = {
  resources: {
    conditions: {
      fields: { name: 'Name', code: 'Code', description: 'Description', q: 'Search' },
      code_help: 'Capital letters, digits and underscores, e.g. VERY_GOOD',
    },
  },
  modules: { conditions: 'Conditions' },
};
