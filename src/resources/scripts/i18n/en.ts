/** Messages of the storefront scripts: fields, choices, the diff and the versions. */
export const en = {
  resources: {
    scripts: {
      fields: {
        name: 'Name', placement: 'Placement', pages: 'Pages', is_active: 'Active', position: 'Order', code: 'Code',
        version: 'Version', updated_at: 'Saved', created_at: 'Created', q: 'Search',
      },
      placements: { head: 'In the head', body_start: 'At the start of the body', body_end: 'At the end of the body' },
      pages: { home: 'Home', product: 'Product', collection: 'Collection', cart: 'Cart', checkout: 'Checkout', account: 'Account', content: 'Content pages' },
      pages_hint: 'None chosen: every page',
      diff: {
        review: 'Review changes and save',
        title: 'Changes against the live version %{number}',
        changes: '%{smart_count} change |||| %{smart_count} changes',
        none: 'The code is the same as the live version',
        sides: 'Left: the live version. Right: your edit.',
      },
      versions: {
        title: 'Versions',
        number: 'Version',
        live: '%{number} (live)',
        saved_at: 'Saved at',
        saved_by: 'Saved by',
        origin: 'Origin',
        restored_from: 'Restores version %{number}',
        compare: 'Compare',
        compare_title: 'Version %{number} against the live version %{live}',
        restore: 'Restore',
        restore_title: 'Restore version %{number}?',
        restore_content: 'It goes live at once as a new version; the current one stays in the list.',
        restored: 'Version %{number} restored and live',
      },
    },
  },
  modules: { scripts: 'Scripts' },
};
