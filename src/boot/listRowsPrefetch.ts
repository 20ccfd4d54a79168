import { listedResource } from '../domain/consoleRoutes';
import { findResource } from '../domain/resources';
import { apiBaseUrl } from '../providers/apiBases';
import { prefetchGet } from '../providers/httpClient';
import { hasLiveSession } from '../providers/session';
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
 * The first page request a list makes when it opens, as ra-data-simple-rest writes it (query-string:
 * keys sorted, strictly encoded). Only when nothing is stored for the list: stored filters or sort
 * would ask for another page.
 */
const openingRequest = (resource: string) => {
  const query = OPENING_QUERIES[resource];
  const definition = findResource(resource);
  if (!query || !definition || localStorage.getItem(`RaStore${STORE_APP_KEY}.${resource}.listParams`) !== null) return undefined;
  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const range = [0, FIRST_PAGE_ROWS - 1];
  const search = `filter=${encode(query.filter)}&range=${encode(range)}&sort=${encode([query.sort.field, query.sort.order])}`;
  return {
    url: `${apiBaseUrl(definition.base)}/${definition.apiPath}?${search}`,
    options: { headers: new Headers({ Range: `${definition.apiPath}=${range[0]}-${range[1]}` }) },
  };
};

/**
 * A signed-in deep link to a list asks for its first page of rows from the entry, before the shell's
 * and the screen's code are requested: it is first in line on the browser's connections instead of
 * queued behind their chunks, and the list takes the answer when it renders.
 */
export const prefetchListRows = (path: string) => {
  const resource = listedResource(path);
  const request = resource && hasLiveSession() ? openingRequest(resource) : undefined;
  if (request) prefetchGet(request.url, request.options);
};
