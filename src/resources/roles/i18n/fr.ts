import type { en } from './en';

export const fr: typeof en = {
  resources: {
    roles: {
      fields: { name: 'Nom', description: 'Description', employees_count: 'Employés', modules_count: 'Modules', q: 'Rechercher' },
      matrix: {
        title: 'Permissions',
        role: 'Rôle',
        module: 'Module',
        all: 'Tout',
        save: 'Enregistrer les permissions',
        saved: "Permissions enregistrées : elles s'appliquent dès la prochaine requête",
        read_only: 'Vous pouvez consulter ces permissions mais pas les modifier.',
        super_admin_note: 'Les super administrateurs ont toutes les permissions, quel que soit leur rôle.',
        edit_permissions: 'Modifier les permissions',
      },
      actions: { list: 'Lister', show: 'Voir', create: 'Créer', edit: 'Modifier', delete: 'Supprimer', export: 'Exporter', import: 'Importer', credit_beyond_paid: 'Créditer au-delà du payé' },
    },
  },
  modules: {
    dashboard: 'Tableau de bord',
    roles: 'Rôles et permissions',
    inventory: 'Stock',
    reports: 'Rapports',
  },
};
