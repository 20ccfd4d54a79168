import type { Identifier } from 'react-admin';
import { getResource } from '../../domain/resources';
import { apiBaseUrl } from '../../providers/apiBases';
import { httpClient } from '../../providers/httpClient';

/** The two taxonomy calls that are not simple-rest: what uses a record, and delete-with-replacement. */
const recordUrl = (resource: string, id: Identifier) => {
  const { base, apiPath } = getResource(resource);
  return `${apiBaseUrl(base)}/${apiPath}/${id}`;
};

/** Plural name of the users (products, categories, urls, ...) -> how many use the record. */
export type Usage = Record<string, number>;

export const fetchUsage = async (resource: string, id: Identifier): Promise<Usage> =>
  ((await httpClient(`${recordUrl(resource, id)}/usage`)).json as { usage: Usage }).usage;

export const replaceAndDelete = (resource: string, id: Identifier, replacementId: Identifier) =>
  httpClient(`${recordUrl(resource, id)}/replace`, {
    method: 'POST',
    body: JSON.stringify({ replacement_id: replacementId }),
  });
