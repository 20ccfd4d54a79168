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
    position: { label: 'Ordre', up: 'Monter', down: 'Descendre' },
  },
};
