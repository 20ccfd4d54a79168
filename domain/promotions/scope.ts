import type { CartLineInput, ScopeKind } from './types';

/** Whether a discount's scope holds a line: a category scope holds its branches (the line carries its category's ancestors). */
export const inScope = (scope: ScopeKind, ids: readonly number[], line: CartLineInput): boolean => {
  const has = (id: number | null) => id !== null && ids.includes(id);
  switch (scope) {
    case 'all':
      return true;
    case 'categories':
      return line.categoryIds.some(has);
    case 'brands':
      return has(line.brandId);
    case 'designers':
      return has(line.designerId);
    case 'collections':
      return line.collectionIds.some(has);
    case 'products':
      return has(line.productId);
    case 'variants':
      return has(line.variantId);
  }
};
