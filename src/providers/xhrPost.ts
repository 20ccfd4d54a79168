import { HttpError } from 'react-admin';

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POST through XMLHttpRequest, the one browser API that reports how much of a request body was
 * sent. Answers and fails as react-admin's fetchJson does (an HttpError with the JSON body).
 */
export const xhrPost = (url: string, body: FormData, headers: Headers, onProgress: (fraction: number) => void) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const json = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve({ status: request.status, json });
      const message = (json as { message?: unknown } | undefined)?.message;
      reject(new HttpError(typeof message === 'string' && message ? message : request.statusText, request.status, json));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.send(body);
  });
