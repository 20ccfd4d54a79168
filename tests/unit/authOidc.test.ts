import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { unsignedJwt } from './authTokens';

const AUTHORITY = 'http://127.0.0.1:4999';
const now = () => Math.floor(Date.now() / 1000);

const server = setupServer(
  http.get(`${AUTHORITY}/.well-known/openid-configuration`, () =>
    HttpResponse.json({ issuer: AUTHORITY, authorization_endpoint: `${AUTHORITY}/auth`, end_session_endpoint: `${AUTHORITY}/session/end` }),
  ),
);

/** The OIDC module reads its build-time configuration when it loads. */
const load = async () => {
  vi.resetModules();
  vi.stubEnv('VITE_OIDC_AUTHORITY', AUTHORITY);
  vi.stubEnv('VITE_OIDC_CLIENT_ID', 'backoffice-console');
  return import('../../src/providers/oidc');
};

/** Starts a sign-in and answers it as the provider would, with the request's state and nonce. */
const providerAnswer = async (oidc: Awaited<ReturnType<typeof load>>, claims: Record<string, unknown> = {}) => {
  const url = new URL(await oidc.authorizeUrl('/apps/orders'));
  const nonce = url.searchParams.get('nonce');
  const token = unsignedJwt(
    { iss: AUTHORITY, aud: 'backoffice-console', sub: 'u1', nonce, iat: now(), exp: now() + 300, email: 'a@b.c', ...claims },
    'RS256',
  );
  return { url, hash: `#id_token=${token}&state=${url.searchParams.get('state')}` };
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => server.close());

describe('identity provider (implicit flow)', () => {
  it('asks for an id_token with the openid profile email scopes, a state and a nonce', async () => {
    const oidc = await load();
    expect(oidc.oidcEnabled).toBe(true);
    const { url } = await providerAnswer(oidc);
    expect(url.origin + url.pathname).toBe(`${AUTHORITY}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'id_token',
      scope: 'openid profile email',
      client_id: 'backoffice-console',
      redirect_uri: `${window.location.origin}/callback`,
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('parses a valid callback hash and keeps the target path', async () => {
    const oidc = await load();
    const { hash } = await providerAnswer(oidc);
    const result = oidc.parseCallbackHash(hash);
    expect(result.claims).toMatchObject({ sub: 'u1', email: 'a@b.c' });
    expect(result.to).toBe('/apps/orders');
  });

  it.each([
    ['another nonce', { nonce: 'other' }, /nonce/],
    ['an expired token', { exp: now() - 5 }, /expired/],
    ['another audience', { aud: 'someone-else' }, /another client/],
    ['another issuer', { iss: 'http://evil.example' }, /another issuer/],
  ])('refuses %s', async (_label, claims, message) => {
    const oidc = await load();
    const { hash } = await providerAnswer(oidc, claims);
    expect(() => oidc.parseCallbackHash(hash)).toThrow(message);
  });

  it('refuses a response whose state is not this browser’s, and reports the provider’s error', async () => {
    const oidc = await load();
    const { hash } = await providerAnswer(oidc);
    expect(() => oidc.parseCallbackHash(hash.replace(/state=[^&]+/, 'state=forged'))).toThrow(/does not belong/);
    expect(() => oidc.parseCallbackHash('#error=login_required&error_description=End-User+authentication+is+required')).toThrow(
      'End-User authentication is required',
    );
  });

  it('is hidden when not configured', async () => {
    vi.resetModules();
    const oidc = await import('../../src/providers/oidc');
    expect(oidc.oidcEnabled).toBe(false);
  });

  it('renews at three quarters of the token lifetime', async () => {
    const { renewalDelay } = await load();
    expect(renewalDelay({ iat: 1000, exp: 1400 }, 1000_000)).toBe(300_000);
  });
});
