import { jwtDecode } from 'jwt-decode';

declare global {
  interface ImportMetaEnv {
    readonly VITE_OIDC_AUTHORITY?: string;
    readonly VITE_OIDC_CLIENT_ID?: string;
  }
}

/**
 * OpenID Connect implicit flow (response_type=id_token, scopes openid profile email), configured
 * at build time by VITE_OIDC_AUTHORITY and VITE_OIDC_CLIENT_ID; off when either is unset.
 */
const authority = import.meta.env.VITE_OIDC_AUTHORITY?.replace(/\/$/, '');
const clientId = import.meta.env.VITE_OIDC_CLIENT_ID;

export const oidcEnabled = Boolean(authority && clientId);

const redirectUri = () => `${window.location.origin}/callback`;
const PENDING_KEY = 'oidc.pending';

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  end_session_endpoint?: string;
}

/** The provider's claims the console reads (spec section 3: name, email, picture, sub, exp). */
export interface IdentityClaims {
  iss: string;
  aud: string | string[];
  sub: string;
  exp: number;
  iat: number;
  nonce?: string;
  name?: string;
  email?: string;
  picture?: string;
}

interface PendingSignIn {
  state: string;
  nonce: string;
  /** Where to go after signing in (the ?to= of the login page). */
  to: string;
}

export interface IdentityResult {
  idToken: string;
  claims: IdentityClaims;
  nonce: string;
  to: string;
}

let metadata: Promise<ProviderMetadata> | undefined;
const discover = () =>
  (metadata ??= fetch(`${authority}/.well-known/openid-configuration`).then((response) => {
    if (!response.ok) throw new Error(`The identity provider answered ${response.status}`);
    return response.json() as Promise<ProviderMetadata>;
  })).catch((error: unknown) => {
    metadata = undefined;
    throw error;
  });

const randomValue = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The authorize URL; `silent` asks the provider not to show anything (prompt=none). */
export const authorizeUrl = async (to: string, silent = false): Promise<string> => {
  const { authorization_endpoint: endpoint } = await discover();
  const pending: PendingSignIn = { state: randomValue(), nonce: randomValue(), to };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: clientId!,
    redirect_uri: redirectUri(),
    response_type: 'id_token',
    scope: 'openid profile email',
    state: pending.state,
    nonce: pending.nonce,
    ...(silent ? { prompt: 'none' } : {}),
  });
  return `${endpoint}?${query}`;
};

/**
 * Parses the hash the provider returned to /callback: an error it reports, a state that is not
 * ours, a nonce that does not match or an expired token are refused. The signature is checked by
 * the server when it exchanges the token for a session.
 */
export const parseCallbackHash = (hash: string, now = Date.now()): IdentityResult => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') ?? error);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
  sessionStorage.removeItem(PENDING_KEY);
  if (!pending || params.get('state') !== pending.state) throw new Error('The sign-in response does not belong to this browser');
  const idToken = params.get('id_token');
  if (!idToken) throw new Error('The sign-in response holds no id_token');
  const claims = jwtDecode<IdentityClaims>(idToken);
  if (claims.nonce !== pending.nonce) throw new Error('The id_token nonce does not match');
  if (claims.iss.replace(/\/$/, '') !== authority) throw new Error('The id_token comes from another issuer');
  if (![claims.aud].flat().includes(clientId!)) throw new Error('The id_token is meant for another client');
  if (claims.exp * 1000 <= now) throw new Error('The id_token has expired');
  return { idToken, claims, nonce: pending.nonce, to: pending.to };
};

const CALLBACK_MESSAGE = 'backoffice-oidc-callback';

/** In the silent-renew frame, /callback hands the hash to the console and does nothing else. */
export const isSilentRenewFrame = () => window.parent !== window;
export const postHashToParent = (hash: string) => window.parent.postMessage({ type: CALLBACK_MESSAGE, hash }, window.location.origin);

/** Runs the flow with prompt=none in a hidden frame and resolves with the parsed result. */
export const silentSignIn = async (timeoutMs = 10_000): Promise<IdentityResult> => {
  const url = await authorizeUrl(window.location.pathname, true);
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'silent-renew';
    const finish = (outcome: () => IdentityResult) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    };
    const onMessage = (event: MessageEvent<{ type?: string; hash?: string }>) => {
      if (event.origin !== window.location.origin || event.data?.type !== CALLBACK_MESSAGE) return;
      finish(() => parseCallbackHash(event.data.hash ?? ''));
    };
    const timer = setTimeout(() => finish(() => {
      throw new Error('The identity provider did not answer in time');
    }), timeoutMs);
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.appendChild(frame);
  });
};

/** The provider's logout URL, back to the console root; undefined when it offers none. */
export const providerLogoutUrl = async (idToken: string | null): Promise<string | undefined> => {
  const { end_session_endpoint: endpoint } = await discover();
  if (!endpoint) return undefined;
  const query = new URLSearchParams({ client_id: clientId!, post_logout_redirect_uri: `${window.location.origin}/` });
  if (idToken) query.set('id_token_hint', idToken);
  return `${endpoint}?${query}`;
};

/** Renewal is due when three quarters of the id_token's lifetime have passed. */
export const renewalDelay = (claims: Pick<IdentityClaims, 'iat' | 'exp'>, now = Date.now()) =>
  Math.max(0, (claims.iat + (claims.exp - claims.iat) * 0.75) * 1000 - now);
