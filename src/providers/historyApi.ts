import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '../domain/history';
import { getResource } from '../domain/resources';
import { apiBaseUrl } from './apiBases';
import type { Envelope } from './employeeApi';
import { httpClient } from './httpClient';

/** A record's History (GET <record>/history on its resource's base), newest first. */
export const fetchHistory = async (resource: string, id: Identifier): Promise<HistoryEntry[]> => {
  const { base, apiPath } = getResource(resource);
  const { json } = await httpClient(`${apiBaseUrl(base)}/${apiPath}/${encodeURIComponent(String(id))}/history`);
  // The employee base answers in the spec's envelope.
  return base === 'employee' ? (json as Envelope<HistoryEntry[]>).body : (json as HistoryEntry[]);
};
