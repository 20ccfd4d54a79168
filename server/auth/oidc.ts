import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuthSettings } from './settings';

export interface OidcIdentity {
  sub: string;
  email: string;
}

export type OidcVerifier = (idToken: string, nonce: string) => Promise<OidcIdentity>;

/**
 * Verifies an id_token from the configured provider: signature against the provider's published
 * keys (found through its discovery document), issuer, audience, expiry and the nonce the console
 * generated. The console's own checks are a convenience; this one is what grants a session.
 */
export const createOidcVerifier = ({ issuer, clientId }: NonNullable<AuthSettings['oidc']>): OidcVerifier => {
  let keys: JWTVerifyGetKey | undefined;
  const keySet = async () => {
    if (keys) return keys;
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`Discovery failed with ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  };
  return async (idToken, nonce) => {
    const { payload } = await jwtVerify(idToken, await keySet(), { issuer, audience: clientId });
    if (!nonce || payload.nonce !== nonce) throw new Error('The nonce does not match');
    if (typeof payload.email !== 'string' || !payload.sub) throw new Error('The identity has no email');
    if (payload.email_verified === false) throw new Error('The email is not verified');
    return { sub: payload.sub, email: payload.email.trim().toLowerCase() };
  };
};
