import type { en } from './en';

export const fr: typeof en = {
  dashboard: {
    period: { label: 'Période', today: "Aujourd'hui", '7d': '7 jours', '30d': '30 jours', quarter: 'Trimestre', custom: 'Personnalisée', from: 'Du', to: 'Au' },
    against: '%{from} – %{to}, comparé à %{previous_from} – %{previous_to}',
    figures: {
      revenue: "Chiffre d'affaires",
      orders: 'Commandes',
      average_order_value: 'Panier moyen',
      units: 'Unités vendues',
      new_customers: 'Nouveaux clients',
      returning_customers: 'Clients fidèles',
      return_rate: 'Taux de retour',
      returns: 'Retours',
      credit_notes: 'Avoirs émis',
      credit_notes_amount: 'Montant des avoirs',
      review_queue: 'Variantes en attente de validation',
    },
    change: '%{change} par rapport à %{value}',
    previous: 'Période précédente : %{value}',
    sales_by_channel: 'Ventes par canal',
    stores: 'Les boutiques côte à côte',
    top: { products: 'Meilleurs produits', brands: 'Meilleures marques', designers: 'Meilleurs créateurs', categories: 'Meilleures catégories' },
    ranked: '%{revenue} · %{units} unité |||| %{revenue} · %{units} unités',
    none: 'Aucune vente sur cette période',
    low_stock: {
      title: '%{count} variante au seuil de stock bas ou en dessous |||| %{count} variantes au seuil de stock bas ou en dessous',
      label: 'Stock bas',
      sku: 'SKU',
      warehouse: 'Entrepôt',
      available: 'Disponible',
      threshold: 'Seuil',
    },
    queue_empty: 'Rien en attente',
    oldest_wait: 'La plus ancienne attend depuis %{days} jour |||| La plus ancienne attend depuis %{days} jours',
    recent_orders: 'Commandes récentes',
  },
};
