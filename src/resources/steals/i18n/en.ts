/** Messages of steals. */
export const en = {
  modules: { steals: 'Steals' },
  resources: {
    steals: {
      fields: {
        title: 'Title',
        state: 'Now',
        starts_at: 'Starts',
        ends_at: 'Ends',
        is_active: 'Active',
        units_sold: 'Pieces sold',
        variants_count: 'Variants',
        variants: 'Variants',
        sku: 'SKU',
        item: 'Item',
        list_price: 'List price',
        price: 'Steal price (₹)',
        quantity_cap: 'Cap',
        sold: 'Sold',
      },
      states: {
        live: 'Live',
        upcoming: 'Upcoming',
        ended: 'Ended',
      },
      window_help: 'Times in your time zone, stored in UTC',
      add_variants: 'Add variants',
      variants_title: 'Variants of %{title}',
      variants_saved: 'Variants saved',
    },
  },
};
