export const en = {
  resources: {
    attributes: {
      fields: { name: 'Name', code: 'Code', type: 'Type', values: 'Values', q: 'Search' },
      types: { text: 'Free text', select: 'List of values', color: 'Colour', size: 'Size', number: 'Number' },
      code_help: 'Lowercase letters, digits and underscores, e.g. shoe_size',
      values_help: 'Press Enter after each value; each value may appear once',
    },
  },
};
export const fr = {
  resources: {
    attributes: {
      fields: { name: 'Nom', code: 'Code', type: 'Type', values: 'Valeurs', q: 'Rechercher' },
      types: { text: 'Texte libre', select: 'Liste de valeurs', color: 'Couleur', size: 'Taille', number: 'Nombre' },
      code_help: 'Minuscules, chiffres et tirets bas, p. ex. shoe_size',
      values_help: 'Appuyez sur Entrée après chaque valeur ; chaque valeur ne peut figurer qu’une fois',
    },
  },
};
export const de = {
  resources: {
    attributes: {
      fields: { name: 'Name', code: 'Code', type: 'Typ', values: 'Werte', q: 'Suchen' },
      types: { text: 'Freitext', select: 'Werteliste', color: 'Farbe', size: 'Größe', number: 'Zahl' },
      code_help: 'Kleinbuchstaben, Ziffern und Unterstriche, z. B. shoe_size',
      values_help: 'Nach jedem Wert Enter drücken; jeder Wert darf nur einmal vorkommen',
    },
  },
};
export const pt = {
  resources: {
    attributes: {
      fields: { name: 'Nome', code: 'Código', type: 'Tipo', values: 'Valores', q: 'Pesquisar' },
      types: { text: 'Texto livre', select: 'Lista de valores', color: 'Cor', size: 'Tamanho', number: 'Número' },
      code_help: 'Letras minúsculas, dígitos e sublinhados, ex.: shoe_size',
      values_help: 'Pressione Enter após cada valor; cada valor pode aparecer uma vez',
    },
  },
};
