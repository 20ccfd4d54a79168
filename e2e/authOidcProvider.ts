import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

export const OIDC_CLIENT_ID = 'backoffice-console';
/** Short, so the silent renewal (at three quarters of the lifetime) happens within a test. */
export const ID_TOKEN_SECONDS = 24;

/**
 * The console is registered as a native client only because the provider refuses http redirect URIs
 * for web clients of the implicit flow, and loopback has no https. Native clients are always asked
 * to interact; lifting that one rule lets the silent renewal (prompt=none) work as for a web client.
 */
const webLikePolicy = () => {
  const policy = interactionPolicy.base();
  policy.get('consent').checks.remove('native_client_prompt');
  return policy;
};

export interface IdentityProvider {
  issuer: string;
  /** Registers the console as the client; its origin is known only once its server listens. */
  registerConsole(origin: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. Its development sign-in form accepts
 * any login; the login typed there is the account id and its email, as a company directory would have it.
 */
export const startIdentityProvider = async (): Promise<IdentityProvider> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    registerConsole(origin) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            application_type: 'native',
            response_types: ['id_token'],
            grant_types: ['implicit'],
            token_endpoint_auth_method: 'none',
            redirect_uris: [`${origin}/callback`],
            post_logout_redirect_uris: [`${origin}/`],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
        findAccount: (_context: unknown, id: string) => ({
          accountId: id,
          claims: () => ({ sub: id, email: id, email_verified: true, name: `Directory user ${id.split('@')[0]}` }),
        }),
        ttl: { IdToken: ID_TOKEN_SECONDS },
        cookies: { keys: ['auth-e2e-cookie-key-0123456789'] },
        features: { devInteractions: { enabled: true } },
        interactions: { policy: webLikePolicy() },
      });
      server.on('request', provider.callback());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
