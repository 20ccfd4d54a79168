export const en = {
  resources: {
    stores: {
      fields: { name: 'Name', code: 'Code', address_line1: 'Address', city: 'City', state: 'State', pincode: 'PIN code', phone: 'Phone', is_active: 'Open', q: 'Search' },
      code_help: 'Capital letters, digits and hyphens, e.g. MUM-01',
    },
  },
};
export const fr = {
  resources: {
    stores: {
      fields: { name: 'Nom', code: 'Code', address_line1: 'Adresse', city: 'Ville', state: 'État', pincode: 'Code PIN', phone: 'Téléphone', is_active: 'Ouvert', q: 'Rechercher' },
      code_help: 'Majuscules, chiffres et tirets, p. ex. MUM-01',
    },
  },
};
export const de = {
  resources: {
    stores: {
      fields: { name: 'Name', code: 'Code', address_line1: 'Adresse', city: 'Stadt', state: 'Bundesstaat', pincode: 'PIN-Code', phone: 'Telefon', is_active: 'Geöffnet', q: 'Suchen' },
      code_help: 'Großbuchstaben, Ziffern und Bindestriche, z. B. MUM-01',
    },
  },
};
export const pt = {
  resources: {
    stores: {
      fields: { name: 'Nome', code: 'Código', address_line1: 'Endereço', city: 'Cidade', state: 'Estado', pincode: 'Código PIN', phone: 'Telefone', is_active: 'Aberta', q: 'Pesquisar' },
      code_help: 'Letras maiúsculas, dígitos e hífens, ex.: MUM-01',
    },
  },
};
