import type { en } from './en';

export const de: typeof en = {
  resources: {
    stores: {
      gstin_help: '15 Zeichen, z. B. 29AAGCB7383J1Z4; leer lassen, wenn nicht registriert',
      fields: { gstin: 'GSTIN', name: 'Name', code: 'Code', address_line1: 'Adresse', city: 'Stadt', state: 'Bundesstaat', pincode: 'PIN-Code', phone: 'Telefon', is_active: 'Geöffnet', q: 'Suchen', warehouse_id: 'Bestand geführt in' },
      code_help: 'Großbuchstaben, Ziffern und Bindestriche, z. B. MUM-01',
      warehouse_help: 'Das Lager, dessen Bestand Offline-Verkäufe dieser Filiale reservieren',
    },
  },
  modules: { stores: 'Filialen' },
};
