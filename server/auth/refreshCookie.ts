import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels in an httpOnly cookie, never in a body: script on the page (an XSS)
 * cannot read or exfiltrate it, SameSite=Strict keeps other sites from sending it, and its Path
 * limits it to the token endpoints, so ordinary API calls do not carry it.
 */
export const REFRESH_COOKIE = 'bo_refresh';

export const readRefreshCookie = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

const cookie = (request: FastifyRequest, path: string, value: string, maxAgeSeconds: number) =>
  [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, path: string, token: string, expiresAt: Date) =>
  reply.header('Set-Cookie', cookie(request, path, token, Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000))));

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply, path: string) =>
  reply.header('Set-Cookie', cookie(request, path, '', 0));
