/** Messages shared by the taxonomy screens: guarded delete, ordering, slugs, common fields. */
export const en = {
  taxonomy: {
    slug_help: 'Used in storefront links: lowercase letters, digits and hyphens',
    active_only: 'Active only',
    delete: {
      title: 'Delete this record?',
      unused: 'Nothing uses this record. It will be deleted for good.',
      in_use: 'This record is still in use and cannot simply be deleted. Choose a replacement: everything below moves to it, then this record is deleted.',
      replacement: 'Replacement',
      replace: 'Move and delete',
      replace_hint: 'The move and the delete happen together, or not at all.',
    },
    usage: {
      products: '%{smart_count} product |||| %{smart_count} products',
      variants: '%{smart_count} variant |||| %{smart_count} variants',
      categories: '%{smart_count} subcategory |||| %{smart_count} subcategories',
      urls: '%{smart_count} storefront URL |||| %{smart_count} storefront URLs',
    },
    position: { label: 'Order', up: 'Move up', down: 'Move down' },
  },
};

export const fr = {
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

export const de = {
  taxonomy: {
    slug_help: 'Wird in Shop-Links verwendet: Kleinbuchstaben, Ziffern und Bindestriche',
    active_only: 'Nur aktive',
    delete: {
      title: 'Diesen Eintrag löschen?',
      unused: 'Nichts verwendet diesen Eintrag. Er wird endgültig gelöscht.',
      in_use: 'Dieser Eintrag wird noch verwendet und kann nicht einfach gelöscht werden. Wählen Sie einen Ersatz: Alles Folgende wird ihm zugeordnet, dann wird dieser Eintrag gelöscht.',
      replacement: 'Ersatz',
      replace: 'Verschieben und löschen',
      replace_hint: 'Verschieben und Löschen geschehen gemeinsam oder gar nicht.',
    },
    usage: {
      products: '%{smart_count} Produkt |||| %{smart_count} Produkte',
      variants: '%{smart_count} Variante |||| %{smart_count} Varianten',
      categories: '%{smart_count} Unterkategorie |||| %{smart_count} Unterkategorien',
      urls: '%{smart_count} Shop-URL |||| %{smart_count} Shop-URLs',
    },
    position: { label: 'Reihenfolge', up: 'Nach oben', down: 'Nach unten' },
  },
};

export const pt = {
  taxonomy: {
    slug_help: 'Usado nos links da loja: letras minúsculas, dígitos e hífens',
    active_only: 'Apenas ativos',
    delete: {
      title: 'Excluir este registro?',
      unused: 'Nada usa este registro. Ele será excluído definitivamente.',
      in_use: 'Este registro ainda está em uso e não pode ser simplesmente excluído. Escolha um substituto: tudo abaixo passa para ele e depois este registro é excluído.',
      replacement: 'Substituto',
      replace: 'Mover e excluir',
      replace_hint: 'A mudança e a exclusão acontecem juntas, ou não acontecem.',
    },
    usage: {
      products: '%{smart_count} produto |||| %{smart_count} produtos',
      variants: '%{smart_count} variante |||| %{smart_count} variantes',
      categories: '%{smart_count} subcategoria |||| %{smart_count} subcategorias',
      urls: '%{smart_count} URL da loja |||| %{smart_count} URLs da loja',
    },
    position: { label: 'Ordem', up: 'Subir', down: 'Descer' },
  },
};
