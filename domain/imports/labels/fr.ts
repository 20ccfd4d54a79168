import type { en } from './en';

/** The labels of the fields an import fills, in French (../fieldLabels.ts says where they show). */
export const fr: typeof en = {
  products: {
    handle: 'Identifiant',
    title: 'Titre',
    description: 'Description',
    brand: 'Marque',
    designer: 'Créateur',
    category: 'Catégorie',
    tags: 'Étiquettes',
    status: 'Statut',
  },
  variants: {
    sku: 'SKU',
    product: 'Identifiant du produit',
    barcode: 'Code-barres',
    size: 'Taille',
    colour: 'Couleur',
    condition: "Code d'état",
    mrp: 'Prix conseillé (₹)',
    price: 'Prix (₹)',
    cost: 'Coût (₹)',
  },
  customers: {
    email: 'E-mail',
    first_name: 'Prénom',
    last_name: 'Nom',
    mobile: 'Mobile',
    gender: 'Genre',
    date_of_birth: 'Date de naissance',
    marketing_opt_in: 'Accepte le marketing',
    tags: 'Étiquettes',
    address_line1: 'Adresse ligne 1',
    address_line2: 'Adresse ligne 2',
    city: 'Ville',
    state: 'État',
    pincode: 'Code PIN',
    country: 'Code pays',
    address_phone: "Téléphone de l'adresse",
  },
};
