import { listedResource } from '@domain/consoleRoutes';
import { findResource } from '@domain/resources';
import { apiBaseUrl } from '../providers/apiBases';
import { hasLiveSession, readToken } from '../providers/session';
import { openingListParams } from './openingList';

/** The request the list's first page makes, as ra-data-simple-rest writes it (query-string: keys sorted, strictly encoded). */
const openingRequest = (resource: string) => {
  const params = openingListParams(resource);
  const definition = findResource(resource);
  if (!params || !definition) return undefined;
  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const { page, perPage } = params.pagination;
  const range = [(page - 1) * perPage, page * perPage - 1];
  const search = `filter=${encode(params.filter)}&range=${encode(range)}&sort=${encode([params.sort.field, params.sort.order])}`;
  return {
    url: `${apiBaseUrl(definition.base)}/${definition.apiPath}?${search}`,
    options: { headers: new Headers({ Accept: 'application/json', Range: `${definition.apiPath}=${range[0]}-${range[1]}` }) },
  };
};

/**
 * A signed-in deep link's first page of rows, asked for with plain fetch as the entry starts (main.tsx
 * imports this first), before React, MUI and react-admin evaluate; src/boot/listRowsPrefetch.ts hands it
 * to httpClient, which answers the list with it.
 */
const sendOpeningRequest = () => {
  const resource = listedResource(window.location.pathname);
  const request = resource && hasLiveSession() ? openingRequest(resource) : undefined;
  if (!request) return undefined;
  const headers = new Headers(request.options.headers);
  headers.set('Authorization', `Bearer ${readToken()}`);
  const sent = fetch(request.url, { headers });
  // Whoever takes it handles a failure; untaken, it is not an error of anyone's.
  sent.catch(() => undefined);
  return { ...request, sent };
};

let early = sendOpeningRequest();

/** The request sent early, once: its URL, the options httpClient would send it with, and the response to come. */
export const takeEarlyListRequest = () => {
  const taken = early;
  early = undefined;
  return taken;
};
