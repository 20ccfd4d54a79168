import type { en } from './en';

/** The labels of the fields an import fills, in German (../fieldLabels.ts says where they show). */
export const de: typeof en = {
  products: {
    handle: 'Handle',
    title: 'Titel',
    description: 'Beschreibung',
    brand: 'Marke',
    designer: 'Designer',
    category: 'Kategorie',
    tags: 'Tags',
    status: 'Status',
  },
  variants: {
    sku: 'SKU',
    product: 'Produkt-Handle',
    barcode: 'Barcode',
    size: 'Größe',
    colour: 'Farbe',
    condition: 'Zustandscode',
    mrp: 'UVP (₹)',
    price: 'Preis (₹)',
    cost: 'Kosten (₹)',
  },
  customers: {
    email: 'E-Mail',
    first_name: 'Vorname',
    last_name: 'Nachname',
    mobile: 'Mobilnummer',
    gender: 'Geschlecht',
    date_of_birth: 'Geburtsdatum',
    marketing_opt_in: 'Akzeptiert Marketing',
    tags: 'Tags',
    address_line1: 'Adresszeile 1',
    address_line2: 'Adresszeile 2',
    city: 'Stadt',
    state: 'Bundesstaat',
    pincode: 'PIN-Code',
    country: 'Ländercode',
    address_phone: 'Telefon der Adresse',
  },
};
