import type { DataProvider, GetListParams } from 'react-admin';
import type { SearchHit } from '@domain/profile';
import { httpClient } from '../providers/httpClient';
import { registerResourceProvider } from '../providers/dataProvider';
import { collectionUrl, recordUrl, registerResourceLocation } from '../providers/resourceUrl';

/** A found record as react-admin lists it: its id names the kind too (an order and a customer may share a number). */
export interface SearchHitRecord extends Omit<SearchHit, 'id'> {
  record_id: number;
  id: string;
}
export interface StarRecord {
  id: number;
  path: string;
}

/** The search base's global search (GET /global?q=) and the signed-in employee's starred pages (/stars). */
registerResourceLocation('global-search', { base: 'search', apiPath: 'global' });
registerResourceLocation('starred-pages', { base: 'search', apiPath: 'stars' });

const bodyOf = <T,>(json: unknown): T => (json as { body: T }).body;

// The dataProvider calls these with the resource's API path; they address it by its name.
registerResourceProvider('global-search', {
  getList: async (_path: string, { filter }: GetListParams) => {
    const query = new URLSearchParams({ q: String(filter?.q ?? '') });
    const { json } = await httpClient(`${collectionUrl('global-search')}?${query}`);
    const hits = bodyOf<{ hits: SearchHit[] }>(json).hits;
    const data = hits.map((hit): SearchHitRecord => ({ ...hit, record_id: hit.id, id: `${hit.kind}:${hit.id}` }));
    return { data, total: data.length };
  },
} as Partial<DataProvider>);

const STARS = 'starred-pages';
registerResourceProvider(STARS, {
  getList: async () => {
    const data = bodyOf<StarRecord[]>((await httpClient(collectionUrl(STARS))).json);
    return { data, total: data.length };
  },
  create: async (_path: string, { data }: { data: { path: string } }) => ({
    data: bodyOf<StarRecord>((await httpClient(collectionUrl(STARS), { method: 'POST', body: JSON.stringify({ path: data.path }) })).json),
  }),
  delete: async (_path: string, { id }: { id: number }) => ({
    data: bodyOf<StarRecord>((await httpClient(recordUrl(STARS, id), { method: 'DELETE' })).json),
  }),
} as unknown as Partial<DataProvider>);

/** The profile's reads and writes: `read('profile', { id, name: 'sessions' })`, `action('profile', { id, name: 'preferences', data })`. */
registerResourceLocation('profile', { base: 'employee', apiPath: 'api/v1/profile' });
