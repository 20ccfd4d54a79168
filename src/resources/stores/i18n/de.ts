import type { en } from './en';

export const de: typeof en = {
  resources: {
    stores: {
      fields: { name: 'Name', code: 'Code', address_line1: 'Adresse', city: 'Stadt', state: 'Bundesstaat', pincode: 'PIN-Code', phone: 'Telefon', is_active: 'Geöffnet', q: 'Suchen' },
      code_help: 'Großbuchstaben, Ziffern und Bindestriche, z. B. MUM-01',
    },
  },
  modules: { stores: 'Filialen' },
};
