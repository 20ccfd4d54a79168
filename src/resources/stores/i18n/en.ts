export const en = {
  resources: {
    stores: {
      gstin_help: '15 characters, e.g. 29AAGCB7383J1Z4; leave empty when not registered',
      fields: { gstin: 'GSTIN', name: 'Name', code: 'Code', address_line1: 'Address', city: 'City', state: 'State', pincode: 'PIN code', phone: 'Phone', is_active: 'Open', q: 'Search', warehouse_id: 'Stock kept in' },
      code_help: 'Capital letters, digits and hyphens, e.g. MUM-01',
      warehouse_help: 'The warehouse whose stock offline sales in this store reserve',
    },
  },
  modules: { stores: 'Stores' },
};
