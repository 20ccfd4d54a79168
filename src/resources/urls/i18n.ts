export const en = {
  resources: {
    urls: {
      fields: {
        path: 'Path', kind: 'This URL', destination: 'Leads to', target_type: 'Shows', target_id: 'Record',
        redirect_to: 'Redirects to', redirect_type: 'Redirect type', is_active: 'Active', q: 'Search',
      },
      kinds: { target: 'Shows a record', redirect: 'Redirects' },
      target_types: { product: 'Product', category: 'Category', collection: 'Collection', brand: 'Brand', designer: 'Designer', page: 'Content page' },
      redirect_types: { 301: '301 permanent', 302: '302 temporary' },
      path_help: 'Storefront path such as /women/bags; saved in lowercase without a trailing slash',
      redirect_help: 'Another storefront path, or a full https:// address',
    },
  },
};
export const fr = {
  resources: {
    urls: {
      fields: {
        path: 'Chemin', kind: 'Cette URL', destination: 'Mène à', target_type: 'Affiche', target_id: 'Enregistrement',
        redirect_to: 'Redirige vers', redirect_type: 'Type de redirection', is_active: 'Active', q: 'Rechercher',
      },
      kinds: { target: 'Affiche un enregistrement', redirect: 'Redirige' },
      target_types: { product: 'Produit', category: 'Catégorie', collection: 'Collection', brand: 'Marque', designer: 'Créateur', page: 'Page de contenu' },
      redirect_types: { 301: '301 permanente', 302: '302 temporaire' },
      path_help: 'Chemin de la boutique, p. ex. /women/bags ; enregistré en minuscules sans barre finale',
      redirect_help: 'Un autre chemin de la boutique, ou une adresse https:// complète',
    },
  },
};
export const de = {
  resources: {
    urls: {
      fields: {
        path: 'Pfad', kind: 'Diese URL', destination: 'Führt zu', target_type: 'Zeigt', target_id: 'Eintrag',
        redirect_to: 'Leitet weiter zu', redirect_type: 'Weiterleitungsart', is_active: 'Aktiv', q: 'Suchen',
      },
      kinds: { target: 'Zeigt einen Eintrag', redirect: 'Leitet weiter' },
      target_types: { product: 'Produkt', category: 'Kategorie', collection: 'Kollektion', brand: 'Marke', designer: 'Designer', page: 'Inhaltsseite' },
      redirect_types: { 301: '301 dauerhaft', 302: '302 vorübergehend' },
      path_help: 'Shop-Pfad wie /women/bags; wird kleingeschrieben und ohne abschließenden Schrägstrich gespeichert',
      redirect_help: 'Ein anderer Shop-Pfad oder eine vollständige https://-Adresse',
    },
  },
};
export const pt = {
  resources: {
    urls: {
      fields: {
        path: 'Caminho', kind: 'Esta URL', destination: 'Leva a', target_type: 'Mostra', target_id: 'Registro',
        redirect_to: 'Redireciona para', redirect_type: 'Tipo de redirecionamento', is_active: 'Ativa', q: 'Pesquisar',
      },
      kinds: { target: 'Mostra um registro', redirect: 'Redireciona' },
      target_types: { product: 'Produto', category: 'Categoria', collection: 'Coleção', brand: 'Marca', designer: 'Estilista', page: 'Página de conteúdo' },
      redirect_types: { 301: '301 permanente', 302: '302 temporário' },
      path_help: 'Caminho da loja, como /women/bags; salvo em minúsculas sem barra final',
      redirect_help: 'Outro caminho da loja ou um endereço https:// completo',
    },
  },
};
