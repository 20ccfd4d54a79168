import type { en } from './en';

export const fr: typeof en = {
  resources: {
    scripts: {
      fields: {
        name: 'Nom', placement: 'Emplacement', pages: 'Pages', is_active: 'Actif', position: 'Ordre', code: 'Code',
        version: 'Version', updated_at: 'Enregistré', created_at: 'Créé', q: 'Rechercher',
      },
      placements: { head: 'Dans le head', body_start: 'Au début du body', body_end: 'À la fin du body' },
      pages: { home: 'Accueil', product: 'Produit', collection: 'Collection', cart: 'Panier', checkout: 'Paiement', account: 'Compte', content: 'Pages de contenu' },
      pages_hint: 'Aucune choisie : toutes les pages',
      diff: {
        review: 'Vérifier les changements et enregistrer',
        title: 'Changements par rapport à la version en ligne %{number}',
        changes: '%{smart_count} changement |||| %{smart_count} changements',
        none: 'Le code est identique à la version en ligne',
        sides: 'À gauche : la version en ligne. À droite : votre modification.',
      },
      versions: {
        title: 'Versions',
        number: 'Version',
        live: '%{number} (en ligne)',
        saved_at: 'Enregistrée le',
        saved_by: 'Enregistrée par',
        origin: 'Origine',
        restored_from: 'Restaure la version %{number}',
        compare: 'Comparer',
        compare_title: 'Version %{number} comparée à la version en ligne %{live}',
        restore: 'Restaurer',
        restore_title: 'Restaurer la version %{number} ?',
        restore_content: 'Elle est mise en ligne aussitôt comme nouvelle version ; la version actuelle reste dans la liste.',
        restored: 'Version %{number} restaurée et en ligne',
      },
    },
  },
  modules: { scripts: 'Scripts' },
};
