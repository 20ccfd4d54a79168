import type { en } from './en';

export const fr: typeof en = {
  modules: { steals: 'Bonnes affaires' },
  resources: {
    steals: {
      fields: {
        title: 'Titre',
        state: 'État',
        starts_at: 'Début',
        ends_at: 'Fin',
        is_active: 'Active',
        units_sold: 'Pièces vendues',
        variants_count: 'Variantes',
        variants: 'Variantes',
        sku: 'SKU',
        item: 'Article',
        list_price: 'Prix catalogue',
        price: 'Prix de l’offre (₹)',
        quantity_cap: 'Plafond',
        sold: 'Vendues',
      },
      states: {
        live: 'En cours',
        upcoming: 'À venir',
        ended: 'Terminée',
      },
      window_help: 'Heures dans votre fuseau, enregistrées en UTC',
      add_variants: 'Ajouter des variantes',
      variants_title: 'Variantes de %{title}',
      variants_saved: 'Variantes enregistrées',
    },
  },
};
