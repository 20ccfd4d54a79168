import { ALL } from '@domain/catalogueValues';

/**
 * How the variant list opens: newest first (the spec's created-on sorter), category, stock and status at
 * "All", expired variants hidden until asked for (also what a deep link prefetches).
 */
export const variantListQuery = {
  sort: { field: 'created_at', order: 'DESC' as const },
  filter: { category: ALL, stock: ALL, product_status: ALL, is_expired: false },
};
