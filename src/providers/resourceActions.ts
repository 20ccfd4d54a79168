import type { Identifier, RaRecord } from 'react-admin';
import type { HistoryEntry } from '@domain/history';
import { MEDIA_PATH } from '@domain/media';
import { OPENAPI_PATH } from '@domain/apiDescription';
import { apiBaseUrl } from './apiBases';
import type { Envelope } from './employeeApi';
import { getFile, httpClient, postWithProgress } from './httpClient';
import { collectionUrl, recordUrl } from './resourceUrl';

/** Plural name of the users (products, categories, urls, ...) -> how many use the record. */
export type Usage = Record<string, number>;

export interface ActionParams {
  /** The record acted on; without it the action is the collection's (a bulk action names its `ids` in `data`). */
  id?: Identifier;
  /** The verb: approve, reject, submit, replace, cancel, ... */
  name: string;
  data?: Record<string, unknown>;
}

export interface UploadParams {
  file: File;
  /** The collection that takes the file (an import type's); the media base without one. */
  resource?: string;
  /** Called as the file goes out, with the part sent (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** The calls of the console beyond CRUD; each goes through httpClient, so errors arrive translated with their fields. */
export interface ResourceActions {
  /** POST <record>/<name>, or <collection>/<name> without an id. */
  action: <T = RaRecord>(resource: string, params: ActionParams) => Promise<{ data: T }>;
  /** GET <record>/usage: what uses the record, before it is deleted. */
  usage: (resource: string, params: { id: Identifier }) => Promise<{ data: Usage }>;
  /** POST <record>/replace: its users move to the replacement and the record is deleted. */
  replace: (resource: string, params: { id: Identifier; replacementId: Identifier }) => Promise<{ data: RaRecord }>;
  /** GET <record>/<name>?<query>: a read beyond the record itself (a warehouse's stock, its ledger), or <collection>/<name> without an id (a report). */
  read: <T>(resource: string, params: ReadParams) => Promise<{ data: T }>;
  /** GET <record>/history, newest first. */
  history: (resource: string, params: { id: Identifier }) => Promise<{ data: HistoryEntry[] }>;
  /** POST a file to the media base (answers its URL) or to a resource's collection (answers the record made), telling its progress. */
  upload: <T = { url: string }>(params: UploadParams) => Promise<{ data: T }>;
  /** GET <record>/<name>?<query> (or <collection>/<name> without an id) as a file (an import's error report, an invoice), in the console's language. */
  download: (resource: string, params: ReadParams) => Promise<{ data: DownloadedFile }>;
  /** GET the maps base's place of an Indian pincode (city, district, state); a 404 when none is known. */
  pincode: (params: { pincode: string }) => Promise<{ data: PincodePlace }>;
  /** GET the reference server's OpenAPI description (signed-in staff only). */
  apiDescription: () => Promise<{ data: Record<string, unknown> }>;
}

export interface ReadParams {
  /** The record read; without it the read is the collection's. */
  id?: Identifier;
  name: string;
  query?: Record<string, string | number | undefined>;
}

export interface DownloadedFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), or the verb's. */
  fileName: string;
}

/** What the maps base answers for a pincode, as address forms use it. */
export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  state: string;
  areas: string[];
}

const isEnvelope = (json: unknown): json is Envelope<unknown> =>
  typeof json === 'object' && json !== null && 'isSuccess' in json && 'body' in json;

/** The employee and media bases answer in the spec's envelope, the others bare. */
const unwrap = <T>(json: unknown): T => (isEnvelope(json) ? json.body : json) as T;

const get = async <T>(url: string) => unwrap<T>((await httpClient(url)).json);
const post = async <T>(url: string, body: string) => unwrap<T>((await httpClient(url, { method: 'POST', body })).json);

/** The URL of a read: <record>/<name> or <collection>/<name>, with the query's defined values. */
const readUrl = (resource: string, { id, name, query = {} }: ReadParams) => {
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]])));
  const target = id === undefined ? collectionUrl(resource) : recordUrl(resource, id);
  return `${target}/${name}${search.size ? `?${search}` : ''}`;
};

const action: ResourceActions['action'] = async <T>(resource: string, { id, name, data = {} }: ActionParams) => {
  const target = id === undefined ? collectionUrl(resource) : recordUrl(resource, id);
  return { data: await post<T>(`${target}/${name}`, JSON.stringify(data)) };
};

export const resourceActions: ResourceActions = {
  action,
  usage: async (resource, { id }) => ({ data: (await get<{ usage: Usage }>(`${recordUrl(resource, id)}/usage`)).usage }),
  replace: (resource, { id, replacementId }) => action(resource, { id, name: 'replace', data: { replacement_id: replacementId } }),
  read: async <T>(resource: string, params: ReadParams) => ({ data: await get<T>(readUrl(resource, params)) }),
  history: async (resource, { id }) => ({ data: await get<HistoryEntry[]>(`${recordUrl(resource, id)}/history`) }),
  upload: async <T>({ file, resource, onProgress = () => undefined }: UploadParams) => {
    const body = new FormData();
    body.append('file', file);
    const { json } = await postWithProgress(resource ? collectionUrl(resource) : `${apiBaseUrl('media')}${MEDIA_PATH}`, body, onProgress);
    return { data: unwrap<T>(json) };
  },
  download: async (resource, params) => {
    const response = await getFile(readUrl(resource, params));
    const disposition = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { data: { blob: await response.blob(), fileName: disposition?.[1] ?? params.name } };
  },
  pincode: async ({ pincode }) => ({ data: await get<PincodePlace>(`${apiBaseUrl('maps')}/pincodes/${encodeURIComponent(pincode)}`) }),
  apiDescription: async () => ({ data: await get<Record<string, unknown>>(OPENAPI_PATH) }),
};
