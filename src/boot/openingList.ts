import { productListQuery } from '../resources/products/productListQuery';
import { variantListQuery } from '../resources/variants/variantListQuery';
import { STORE_APP_KEY } from './storedPreferences';

/** How the catalogue lists open, so a deep link can ask for their first page before their screens load. */
const OPENING_QUERIES: Record<string, { sort: { field: string; order: 'ASC' | 'DESC' }; filter: object }> = {
  products: productListQuery,
  variants: variantListQuery,
};
/** react-admin's first page when a list sets no perPage. */
const FIRST_PAGE_ROWS = 10;

/**
 * The first page a catalogue list asks for as it opens, as react-admin's getList params (what its
 * list controller passes). Only when nothing is stored for the list: stored filters or sort would ask
 * for another page.
 */
export const openingListParams = (resource: string) => {
  const query = OPENING_QUERIES[resource];
  if (!query || localStorage.getItem(`RaStore${STORE_APP_KEY}.${resource}.listParams`) !== null) return undefined;
  return { pagination: { page: 1, perPage: FIRST_PAGE_ROWS }, sort: query.sort, filter: query.filter };
};
