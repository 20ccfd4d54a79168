/** Messages of the product screens, and the catalogue words the variant and review screens share. */
export const en = {
  resources: {
    products: {
      fields: {
        title: 'Title',
        description: 'Description',
        slug: 'URL slug',
        brand_id: 'Brand',
        designer_id: 'Designer',
        category_id: 'Category',
        category: 'Category',
        attributes: 'Attributes',
        tags: 'Tags',
        status: 'Status',
        images: 'Images',
        variants_count: 'Variants',
        stock: 'Stock',
        warehouse_id: 'Warehouse',
        variant_status: 'Variant status',
        created_at: 'Created on',
        updated_at: 'Updated on',
      },
      add_variant: 'Add variant',
      variants: 'Variants of this product',
    },
  },
  catalogue: {
    all: 'All',
    product_status: { draft: 'Draft', active: 'Active', archived: 'Archived' },
    stock: { in_stock: 'In stock', out_of_stock: 'Out of stock' },
    variant_status: { draft: 'Draft', in_review: 'In review', approved: 'Approved', rejected: 'Rejected' },
    erp_status: { pending: 'Pending', synced: 'Synced', failed: 'Failed' },
    images: {
      upload: 'Upload image',
      remove: 'Remove image',
      failed: 'The image could not be uploaded',
    },
  },
};

export const fr: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Titre',
        description: 'Description',
        slug: 'Slug d’URL',
        brand_id: 'Marque',
        designer_id: 'Créateur',
        category_id: 'Catégorie',
        category: 'Catégorie',
        attributes: 'Attributs',
        tags: 'Étiquettes',
        status: 'Statut',
        images: 'Images',
        variants_count: 'Variantes',
        stock: 'Stock',
        warehouse_id: 'Entrepôt',
        variant_status: 'Statut des variantes',
        created_at: 'Créé le',
        updated_at: 'Modifié le',
      },
      add_variant: 'Ajouter une variante',
      variants: 'Variantes de ce produit',
    },
  },
  catalogue: {
    all: 'Tous',
    product_status: { draft: 'Brouillon', active: 'Actif', archived: 'Archivé' },
    stock: { in_stock: 'En stock', out_of_stock: 'En rupture' },
    variant_status: { draft: 'Brouillon', in_review: 'En revue', approved: 'Approuvée', rejected: 'Refusée' },
    erp_status: { pending: 'En attente', synced: 'Synchronisée', failed: 'En échec' },
    images: {
      upload: 'Téléverser une image',
      remove: 'Retirer l’image',
      failed: 'L’image n’a pas pu être téléversée',
    },
  },
};

export const de: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Titel',
        description: 'Beschreibung',
        slug: 'URL-Slug',
        brand_id: 'Marke',
        designer_id: 'Designer',
        category_id: 'Kategorie',
        category: 'Kategorie',
        attributes: 'Attribute',
        tags: 'Schlagwörter',
        status: 'Status',
        images: 'Bilder',
        variants_count: 'Varianten',
        stock: 'Bestand',
        warehouse_id: 'Lager',
        variant_status: 'Variantenstatus',
        created_at: 'Erstellt am',
        updated_at: 'Geändert am',
      },
      add_variant: 'Variante hinzufügen',
      variants: 'Varianten dieses Produkts',
    },
  },
  catalogue: {
    all: 'Alle',
    product_status: { draft: 'Entwurf', active: 'Aktiv', archived: 'Archiviert' },
    stock: { in_stock: 'Auf Lager', out_of_stock: 'Nicht auf Lager' },
    variant_status: { draft: 'Entwurf', in_review: 'In Prüfung', approved: 'Freigegeben', rejected: 'Abgelehnt' },
    erp_status: { pending: 'Ausstehend', synced: 'Synchronisiert', failed: 'Fehlgeschlagen' },
    images: {
      upload: 'Bild hochladen',
      remove: 'Bild entfernen',
      failed: 'Das Bild konnte nicht hochgeladen werden',
    },
  },
};

export const pt: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Título',
        description: 'Descrição',
        slug: 'Slug do URL',
        brand_id: 'Marca',
        designer_id: 'Estilista',
        category_id: 'Categoria',
        category: 'Categoria',
        attributes: 'Atributos',
        tags: 'Etiquetas',
        status: 'Estado',
        images: 'Imagens',
        variants_count: 'Variantes',
        stock: 'Stock',
        warehouse_id: 'Armazém',
        variant_status: 'Estado das variantes',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
      },
      add_variant: 'Adicionar variante',
      variants: 'Variantes deste produto',
    },
  },
  catalogue: {
    all: 'Todos',
    product_status: { draft: 'Rascunho', active: 'Ativo', archived: 'Arquivado' },
    stock: { in_stock: 'Em stock', out_of_stock: 'Sem stock' },
    variant_status: { draft: 'Rascunho', in_review: 'Em revisão', approved: 'Aprovada', rejected: 'Rejeitada' },
    erp_status: { pending: 'Pendente', synced: 'Sincronizada', failed: 'Falhou' },
    images: {
      upload: 'Carregar imagem',
      remove: 'Remover imagem',
      failed: 'Não foi possível carregar a imagem',
    },
  },
};
