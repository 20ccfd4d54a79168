import { ALL } from '@domain/catalogueValues';

/** How the product list opens: newest first, category, stock and status at "All" (also what a deep link prefetches). */
export const productListQuery = {
  sort: { field: 'created_at', order: 'DESC' as const },
  filter: { category: ALL, stock: ALL, status: ALL },
};
