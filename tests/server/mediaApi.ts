import type { TestServer } from './harness';

/** Helpers for the media base in server tests. */
export const MEDIA_API = '/svc/media/api/v1/media';

/** The smallest valid PNG: 1x1 transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const multipart = (name: string, type: string, bytes: Buffer) => {
  const boundary = '----media-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const upload = (server: TestServer, token: string | undefined, name: string, type: string, bytes: Buffer) =>
  server.request(token, { method: 'POST', url: MEDIA_API, ...multipart(name, type, bytes) });
