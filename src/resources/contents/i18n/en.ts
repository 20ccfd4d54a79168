/** Messages of a section's content items. */
export const en = {
  resources: {
    contents: {
      name: 'Content item |||| Content items',
      fields: {
        type: 'Type', title: 'Title', text: 'Text', image: 'Image', link: 'Link', product_id: 'Product', collection_id: 'Collection',
        position: 'Position', dangling: 'Problem', section_id: 'Section', product_title: 'Product', collection_title: 'Collection', revision: 'Revision',
      },
      types: { image: 'Image', product: 'Product', collection: 'Collection', link: 'Link', text: 'Text' },
      dangling: {
        deleted: 'Points at something deleted: not shown on the storefront',
        archived: 'Points at an archived product: not shown on the storefront',
        unpublished: 'Points at something not published: not shown on the storefront',
      },
      upload: 'Upload an image',
      remove_image: 'Remove the image',
      image_rules: 'JPEG, PNG or WebP, up to 2 MB.',
      image_wrong_type: 'Choose a JPEG, PNG or WebP image',
      image_too_large: 'This image is larger than 2 MB',
      back: 'Back to the section',
    },
  },
};
