import type { ServiceBase } from '@domain/bases';
import { getResource } from '@domain/resources';
import { apiBaseUrl } from './apiBases';

/** Where a resource's records are served: its base and its path there (no leading slash). */
export interface ResourceLocation {
  base: ServiceBase;
  apiPath: string;
}

const outsideTable = new Map<string, ResourceLocation>();

/**
 * Resources with an API but no row in the resource table (jobs)
 * say where they live, so the dataProvider reaches them as it reaches the table's.
 */
export const registerResourceLocation = (resource: string, location: ResourceLocation) => {
  outsideTable.set(resource, location);
};

export const resourceLocation = (resource: string): ResourceLocation => outsideTable.get(resource) ?? getResource(resource);

/** The resource's collection URL, e.g. `/svc/product/brands`. */
export const collectionUrl = (resource: string) => {
  const { base, apiPath } = resourceLocation(resource);
  return `${apiBaseUrl(base)}/${apiPath}`;
};

/** One record's URL, e.g. `/svc/product/brands/3`. */
export const recordUrl = (resource: string, id: string | number) => `${collectionUrl(resource)}/${encodeURIComponent(String(id))}`;
