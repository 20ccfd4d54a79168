export const en = {
  resources: {
    stores: {
      fields: { name: 'Name', code: 'Code', address_line1: 'Address', city: 'City', state: 'State', pincode: 'PIN code', phone: 'Phone', is_active: 'Open', q: 'Search' },
      code_help: 'Capital letters, digits and hyphens, e.g. MUM-01',
    },
  },
  modules: { stores: 'Stores' },
};
