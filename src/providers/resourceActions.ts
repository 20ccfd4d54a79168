import type { Identifier, RaRecord } from 'react-admin';
import type { HistoryEntry } from '../domain/history';
import { MEDIA_PATH } from '../domain/media';
import { apiBaseUrl } from './apiBases';
import type { Envelope } from './employeeApi';
import { httpClient, postWithProgress } from './httpClient';
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
  /** GET <record>/history, newest first. */
  history: (resource: string, params: { id: Identifier }) => Promise<{ data: HistoryEntry[] }>;
  /** POST a file to the media base, telling its progress; answers its URL. */
  upload: (params: UploadParams) => Promise<{ data: { url: string } }>;
}

const isEnvelope = (json: unknown): json is Envelope<unknown> =>
  typeof json === 'object' && json !== null && 'isSuccess' in json && 'body' in json;

/** The employee and media bases answer in the spec's envelope, the others bare. */
const unwrap = <T>(json: unknown): T => (isEnvelope(json) ? json.body : json) as T;

const get = async <T>(url: string) => unwrap<T>((await httpClient(url)).json);
const post = async <T>(url: string, body: string) => unwrap<T>((await httpClient(url, { method: 'POST', body })).json);

const action: ResourceActions['action'] = async <T>(resource: string, { id, name, data = {} }: ActionParams) => {
  const target = id === undefined ? collectionUrl(resource) : recordUrl(resource, id);
  return { data: await post<T>(`${target}/${name}`, JSON.stringify(data)) };
};

export const resourceActions: ResourceActions = {
  action,
  usage: async (resource, { id }) => ({ data: (await get<{ usage: Usage }>(`${recordUrl(resource, id)}/usage`)).usage }),
  replace: (resource, { id, replacementId }) => action(resource, { id, name: 'replace', data: { replacement_id: replacementId } }),
  history: async (resource, { id }) => ({ data: await get<HistoryEntry[]>(`${recordUrl(resource, id)}/history`) }),
  upload: async ({ file, onProgress = () => undefined }) => {
    const body = new FormData();
    body.append('file', file);
    const { json } = await postWithProgress(`${apiBaseUrl('media')}${MEDIA_PATH}`, body, onProgress);
    return { data: unwrap<{ url: string }>(json) };
  },
};
