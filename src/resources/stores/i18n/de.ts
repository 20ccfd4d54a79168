import type { en } from './en';

export const de: typeof en = {
  resources: {
    stores: {
      fields: { name: 'Name', code: 'Code', address_line1: 'Adresse', city: 'Stadt', state: 'Bundesstaat', pincode: 'PIN-Code', phone: 'Telefon', is_active: 'Geöffnet', q: 'Suchen', warehouse_id: 'Bestand geführt in' },
      code_help: 'Großbuchstaben, Ziffern und Bindestriche, z. B. MUM-01',
      warehouse_help: 'Das Lager, dessen Bestand Offline-Verkäufe dieser Filiale reservieren',
    },
  },
  modules: { stores: 'Filialen' },
};
