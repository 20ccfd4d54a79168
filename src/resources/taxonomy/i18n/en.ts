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
    position: { label: 'Order', up: 'Move up', down: 'Move down' },
  },
};
