import type { en } from './en';

export const fr: typeof en = {
  taxonomy: {
    slug_help: 'Utilisé dans les liens de la boutique : minuscules, chiffres et tirets',
    active_only: 'Actifs uniquement',
    delete: {
      title: 'Supprimer cet enregistrement ?',
      unused: 'Rien n’utilise cet enregistrement. Il sera supprimé définitivement.',
      in_use: 'Cet enregistrement est encore utilisé et ne peut pas être simplement supprimé. Choisissez un remplaçant : tout ce qui suit lui sera rattaché, puis cet enregistrement sera supprimé.',
      replacement: 'Remplaçant',
      replace: 'Déplacer et supprimer',
      replace_hint: 'Le déplacement et la suppression se font ensemble, ou pas du tout.',
    },
    usage: {
      products: '%{smart_count} produit |||| %{smart_count} produits',
      variants: '%{smart_count} variante |||| %{smart_count} variantes',
      categories: '%{smart_count} sous-catégorie |||| %{smart_count} sous-catégories',
      urls: '%{smart_count} URL de la boutique |||| %{smart_count} URL de la boutique',
    },
    position: { label: 'Ordre', up: 'Monter', down: 'Descendre' },
  },
};
