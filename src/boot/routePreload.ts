import { SPEC_ROUTES } from '../domain/consoleRoutes';
import { findResource } from '../domain/resources';
import { apiBaseUrl } from '../providers/apiBases';
import { prefetchGet } from '../providers/httpClient';
import { hasLiveSession } from '../providers/session';
import { productListQuery } from '../resources/products/productListQuery';
import { variantListQuery } from '../resources/variants/variantListQuery';
import { STORE_APP_KEY } from './storedPreferences';

/** Each resource folder's list screen, by file: the same chunks the registry's lazy views load. */
const LIST_SCREENS = import.meta.glob('../resources/*/*List.tsx');

/** How the catalogue lists open, so a deep link can ask for their first page before their screens load. */
const OPENING_QUERIES: Record<string, { sort: { field: string; order: 'ASC' | 'DESC' }; filter: object }> = {
  products: productListQuery,
  variants: variantListQuery,
};
/** react-admin's first page when a list sets no perPage. */
const FIRST_PAGE_ROWS = 10;

/** The resource whose list a path shows: a spec path that leads to a list (/apps/products) or the list's own path (/products). */
const listedResource = (path: string): string | undefined => {
  const specRoute = SPEC_ROUTES.find((route) => route.path === path && route.redirect?.view === '');
  if (specRoute) return specRoute.redirect!.resource;
  const [, first, ...rest] = path.split('/');
  return rest.length === 0 && first && findResource(first) ? first : undefined;
};

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
 * A deep link to a list starts downloading the list screen with the admin shell, and, signed in, its
 * first page of rows, instead of after the shell has rendered and asked for them.
 */
export const preloadRouteScreen = (path: string) => {
  const resource = listedResource(path.replace(/\/$/, '') || '/');
  if (!resource) return;
  const file = Object.keys(LIST_SCREENS).find((key) => key.startsWith(`../resources/${resource}/`));
  if (file) void LIST_SCREENS[file]!().catch(() => undefined);
  const request = hasLiveSession() ? openingRequest(resource) : undefined;
  if (request) prefetchGet(request.url, request.options);
};
