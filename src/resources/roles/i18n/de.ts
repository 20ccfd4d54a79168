import type { en } from './en';

export const de: typeof en = {
  resources: {
    roles: {
      fields: { name: 'Name', description: 'Beschreibung', employees_count: 'Mitarbeiter', modules_count: 'Module', q: 'Suche' },
      matrix: {
        title: 'Berechtigungen',
        role: 'Rolle',
        module: 'Modul',
        all: 'Alle',
        save: 'Berechtigungen speichern',
        saved: 'Berechtigungen gespeichert: Sie gelten ab der nächsten Anfrage',
        read_only: 'Sie können diese Berechtigungen ansehen, aber nicht ändern.',
        super_admin_note: 'Super-Admins haben unabhängig von ihrer Rolle alle Berechtigungen.',
        edit_permissions: 'Berechtigungen bearbeiten',
      },
      actions: { list: 'Auflisten', show: 'Ansehen', create: 'Anlegen', edit: 'Bearbeiten', delete: 'Löschen', export: 'Exportieren', import: 'Importieren', credit_beyond_paid: 'Über Bezahltes gutschreiben' },
    },
  },
  modules: {
    dashboard: 'Dashboard',
    roles: 'Rollen und Berechtigungen',
    inventory: 'Bestand',
    reports: 'Berichte',
  },
};
