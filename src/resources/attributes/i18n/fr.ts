import type { en } from './en';

export const fr: typeof en = {
  resources: {
    attributes: {
      fields: { name: 'Nom', code: 'Code', type: 'Type', values: 'Valeurs', q: 'Rechercher' },
      types: { text: 'Texte libre', select: 'Liste de valeurs', color: 'Couleur', size: 'Taille', number: 'Nombre' },
      code_help: 'Minuscules, chiffres et tirets bas, p. ex. shoe_size',
      values_help: 'Appuyez sur Entrée après chaque valeur ; chaque valeur ne peut figurer qu’une fois',
    },
  },
  modules: { attributes: 'Attributs' },
};
