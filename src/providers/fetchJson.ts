import { HttpError, type fetchUtils } from 'react-admin';

/**
 * react-admin's fetchUtils.fetchJson, as documented: JSON accepted, a JSON body's content type set,
 * the answer parsed when it is JSON, and a status outside 2xx an HttpError with the answer as its body.
 * fetchUtils' module imports query-string (its queryParameters), which would load with the sign-in page.
 */
export const fetchJson = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const { body, method } = options;
  if (body && !headers.has('Content-Type') && method && method !== 'GET' && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, { ...options, headers });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  if (response.status < 200 || response.status >= 300) {
    const message = (json as { message?: unknown } | undefined)?.message;
    throw new HttpError(typeof message === 'string' && message ? message : response.statusText, response.status, json);
  }
  return { status: response.status, headers: response.headers, body: text, json };
};
