import { fetchUtils, HttpError } from 'react-admin';
import { isApiErrorBody } from '../domain/errors';
import { readToken } from './session';

/**
 * fetchJson with the session's bearer token. Error envelopes become react-admin HttpErrors whose
 * body.errors carries the per-field messages, so forms show them at their fields.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError && isApiErrorBody(error.body)) {
      const { message, fields } = error.body.error;
      throw new HttpError(message, error.status, { ...error.body, errors: fields });
    }
    throw error;
  }
};
