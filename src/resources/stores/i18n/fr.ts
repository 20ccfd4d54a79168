import type { en } from './en';

export const fr: typeof en = {
  resources: {
    stores: {
      gstin_help: '15 caractères, p. ex. 29AAGCB7383J1Z4 ; laisser vide si non enregistré',
      fields: { gstin: 'GSTIN', name: 'Nom', code: 'Code', address_line1: 'Adresse', city: 'Ville', state: 'État', pincode: 'Code PIN', phone: 'Téléphone', is_active: 'Ouvert', q: 'Rechercher', warehouse_id: 'Stock tenu dans' },
      code_help: 'Majuscules, chiffres et tirets, p. ex. MUM-01',
      warehouse_help: 'L’entrepôt dont le stock est réservé par les ventes hors ligne de ce magasin',
    },
  },
  modules: { stores: 'Boutiques' },
};
