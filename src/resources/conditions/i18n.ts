export const en = {
  resources: {
    conditions: {
      fields: { name: 'Name', code: 'Code', description: 'Description', q: 'Search' },
      code_help: 'Capital letters, digits and underscores, e.g. VERY_GOOD',
    },
  },
};
export const fr = {
  resources: {
    conditions: {
      fields: { name: 'Nom', code: 'Code', description: 'Description', q: 'Rechercher' },
      code_help: 'Majuscules, chiffres et tirets bas, p. ex. VERY_GOOD',
    },
  },
};
export const de = {
  resources: {
    conditions: {
      fields: { name: 'Name', code: 'Code', description: 'Beschreibung', q: 'Suchen' },
      code_help: 'Großbuchstaben, Ziffern und Unterstriche, z. B. VERY_GOOD',
    },
  },
};
export const pt = {
  resources: {
    conditions: {
      fields: { name: 'Nome', code: 'Código', description: 'Descrição', q: 'Pesquisar' },
      code_help: 'Letras maiúsculas, dígitos e sublinhados, ex.: VERY_GOOD',
    },
  },
};
