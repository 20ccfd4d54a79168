/** Messages of coupons. */
export const en = {
  modules: { coupons: 'Coupons' },
  resources: {
    coupons: {
      fields: {
        code: 'Code',
        discount_id: 'Discount',
        discount_title: 'Discount',
        usage_limit: 'Usage limit',
        per_customer_limit: 'Limit per customer',
        used: 'Used',
        starts_at: 'Starts',
        ends_at: 'Ends',
        release_on_cancel: 'A cancelled or returned order gives its use back',
        is_active: 'Active',
        prefix: 'Prefix',
        count: 'How many codes',
      },
      code_help: 'Letters, digits and dashes; unique whatever the letter case',
      limit_help: 'Empty: no limit',
      window_help: 'Empty: from now on; times in your time zone, stored in UTC',
      release_help: 'Counted again only while the order stands',
      generate: 'Generate codes',
      generate_title: 'Generate coupon codes',
      prefix_help: 'Up to 12 letters, digits and dashes; 8 random characters follow, without 0, O, 1, I or L',
      download: 'Download %{count} code (CSV) |||| Download %{count} codes (CSV)',
    },
  },
};
