/** Messages of a container's sections: types, layout and the content panel. */
export const en = {
  resources: {
    sections: {
      name: 'Section |||| Sections',
      fields: {
        title: 'Title', type: 'Type', container_id: 'Container', position: 'Position', items: 'Items', platform: 'Platform',
        layout: 'Layout', spacing: 'Spacing between items', revision: 'Revision',
        xs: 'Columns, phones (0 px and up)', sm: 'Columns, large phones (576 px)', md: 'Columns, tablets (768 px)',
        lg: 'Columns, laptops (992 px)', xl: 'Columns, desktops (1200 px)',
      },
      types: { banner: 'Banner', carousel: 'Carousel', product_grid: 'Product grid', collection_grid: 'Collection grid', text: 'Text', links: 'Links' },
      layout_help: 'How many items a row holds at each screen width, and the gap between them (in steps of 8 px).',
      contents: { title: 'Content', add: 'Add content', empty: 'No content yet: add some.', view: 'View' },
      back: 'Back to the container',
      layout_screen: 'New %{type} section: layout first',
    },
  },
};
