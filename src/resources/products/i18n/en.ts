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
      attribute: 'Attribute',
      attribute_value: 'Value',
      attribute_twice: 'Each attribute can be set only once',
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
  modules: { products: 'Products' },
};
