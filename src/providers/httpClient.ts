import { HttpError, type fetchUtils } from 'react-admin';
import { isApiErrorBody } from '@domain/errors';
import { toIntlLocale } from '@domain/intlLocales';
import { employeeApi, type Envelope } from './employeeApi';
import { fetchJson } from './fetchJson';
import { i18nProvider, serverMessagesReady } from './i18nProvider';
import { translatedHttpError } from './serverErrors';
import { clearSession, decodeSession, readToken, storeToken } from './session';
import { xhrPost } from './xhrPost';

/**
 * Error envelopes become react-admin HttpErrors in the user's language, whose body.errors carries
 * the per-field messages, so forms show them at their fields.
 */
const translateError = async (error: unknown): Promise<never> => {
  if (!(error instanceof HttpError) || !isApiErrorBody(error.body)) throw error;
  await serverMessagesReady();
  throw translatedHttpError(error.status, error.body, i18nProvider.translate, toIntlLocale(i18nProvider.getLocale()));
};

const headersWith = (init: HeadersInit | undefined, token: string | null) => {
  const headers = new Headers(init ?? { Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/** fetchJson with a given bearer token, its errors translated. */
export const fetchWithToken = (url: string, options: fetchUtils.Options, token: string | null) =>
  fetchJson(url, { ...options, headers: headersWith(options.headers, token) }).catch(translateError);

/**
 * POSTs to an employee-base route that answers with a session token (guest, sign-in, refresh),
 * without a bearer token; the same-origin cookie carries the refresh token where there is one.
 */
export const requestSessionToken = async (path: string, body?: unknown): Promise<string> => {
  const payload = body === undefined ? {} : { body: JSON.stringify(body) };
  const { json } = await fetchWithToken(employeeApi(path), { method: 'POST', credentials: 'same-origin', ...payload }, null);
  return (json as Envelope<{ token: string }>).body.token;
};

/** The refresh token is an httpOnly cookie scoped to this path; the browser sends it, script never sees it. */
const requestNewAccessToken = async (): Promise<string> => {
  const token = await requestSessionToken('token/refresh');
  storeToken(token);
  return token;
};

/** Tabs share the cookie: the Web Locks API keeps two tabs from spending the same refresh token. */
const acrossTabs = <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('backoffice-token-refresh', task) as Promise<T>) : task();

let inFlight: Promise<string> | undefined;

/**
 * One refresh at a time: every caller whose token was refused shares it. A token that already
 * changed since the refused request (another request or tab refreshed) is used as it is.
 */
export const refreshAccessToken = (refused: string | null): Promise<string> =>
  (inFlight ??= acrossTabs(async () => {
    const current = readToken();
    if (current && current !== refused && decodeSession(current)?.login) return current;
    return requestNewAccessToken();
  }).finally(() => {
    inFlight = undefined;
  }));

/** GETs started before the code that makes them has loaded; the first identical call takes the answer. */
const prefetched = new Map<string, ReturnType<typeof httpClient>>();
const PREFETCH_KEPT_MS = 30_000;

/** The answer fetchJson gives, from a response already received. */
const fetchJsonAnswer = async (response: Response) => {
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON: fetchJson leaves json undefined too.
  }
  return { status: response.status, headers: response.headers, body, json };
};

/**
 * Starts a GET now (e.g. a deep link's list query, while its screen downloads), or takes one already
 * `sent` with plain fetch (earlyListRequest.ts), which a refusal sends again through httpClient (a
 * token to refresh, an error to translate); an unclaimed answer is dropped.
 */
export const prefetchGet = (url: string, options: fetchUtils.Options = {}, sent?: Promise<Response>) => {
  const answer = sent
    ? sent.then((response) => (response.ok ? fetchJsonAnswer(response) : httpClient(url, options)), () => httpClient(url, options))
    : httpClient(url, options);
  // Whoever takes it handles a failure; unclaimed, it is not an error of anyone's.
  answer.catch(() => undefined);
  prefetched.set(url, answer);
  setTimeout(() => prefetched.get(url) === answer && prefetched.delete(url), PREFETCH_KEPT_MS);
};

const takePrefetched = (url: string, options: fetchUtils.Options) => {
  const answer = (options.method ?? 'GET') === 'GET' ? prefetched.get(url) : undefined;
  if (answer) prefetched.delete(url);
  return answer;
};

/**
 * Sends with the current token. On a 401 to a signed-in token it refreshes once, other requests
 * queue behind that refresh, and all retry with the new token. When the refresh fails the session
 * is over: it is cleared and the 401 reaches react-admin, which sends the user to sign in.
 */
const withSession = async <T>(send: (token: string | null) => Promise<T>): Promise<T> => {
  if (inFlight) await inFlight.catch(() => undefined);
  const token = readToken();
  try {
    return await send(token);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !decodeSession(token)?.login) throw error;
    let fresh: string;
    try {
      fresh = await refreshAccessToken(token);
    } catch {
      clearSession();
      throw error;
    }
    return send(fresh);
  }
};

/** The generic client (spec section 8). */
export const httpClient = async (url: string, options: fetchUtils.Options = {}): Promise<Awaited<ReturnType<typeof fetchWithToken>>> =>
  takePrefetched(url, options) ?? withSession((token) => fetchWithToken(url, options, token));

/** The HttpError fetchJson would raise for a refused answer, its JSON body kept for translating. */
const refusal = async (response: Response) => {
  const body: unknown = await response.json().catch(() => undefined);
  return new HttpError(response.statusText || String(response.status), response.status, body);
};

/**
 * GETs a file (a CSV report) as httpClient would, in the console's language (the server writes its
 * texts in the Accept-Language it is sent); answers the Response to read as a Blob.
 */
export const getFile = (url: string) =>
  withSession(async (token) => {
    const headers = headersWith({ Accept: '*/*', 'Accept-Language': i18nProvider.getLocale() }, token);
    const response = await fetch(url, { headers });
    if (!response.ok) throw await refusal(response);
    return response;
  }).catch(translateError);

/** POSTs a form as httpClient would, telling how much of it was sent (fetch cannot). */
export const postWithProgress = (url: string, body: FormData, onProgress: (fraction: number) => void) =>
  withSession((token) => xhrPost(url, body, headersWith(undefined, token), onProgress).catch(translateError));
