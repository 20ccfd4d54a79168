import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema';

/** Claims of an access token; `login` false marks a guest token (spec section 4). */
export interface SessionClaims extends JWTPayload {
  login: boolean;
  id?: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile?: string;
  profile_image?: string | null;
  is_super_admin?: boolean;
  role?: string;
  /** The refresh-token family this access token belongs to; logout revokes it. */
  sid?: string;
}

export interface TokenSigner {
  /** `seconds`: the lifetime, from the session settings (server/auth/settings.ts). */
  sign(claims: SessionClaims, seconds: number): Promise<string>;
  verify(token: string): Promise<SessionClaims>;
}

/** The signing key: AUTH_SECRET when set, else one generated once and kept in the database. */
const loadSecret = async (db: Database, configured?: string): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'auth_secret'));
  if (row) return Buffer.from(row.value, 'base64');
  const secret = randomBytes(48).toString('base64');
  await db.insert(serverSettings).values({ key: 'auth_secret', value: secret }).onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'auth_secret'));
  return Buffer.from(stored!.value, 'base64');
};

/**
 * Tokens whose signature was checked, with their claims: every request of a session presents the
 * same token, and an HMAC through WebCrypto costs more than the rest of the guard. The same string
 * carries the same signature, so only its expiry needs checking again.
 */
const rememberVerified = (verify: (token: string) => Promise<SessionClaims>, maxEntries = 10_000) => {
  const verified = new Map<string, SessionClaims>();
  const stillValid = (claims: SessionClaims) => claims.exp === undefined || claims.exp * 1000 > Date.now();
  return async (token: string): Promise<SessionClaims> => {
    const known = verified.get(token);
    if (known && stillValid(known)) return known;
    verified.delete(token);
    const claims = await verify(token);
    if (verified.size >= maxEntries) verified.clear();
    verified.set(token, claims);
    return claims;
  };
};

export const createTokenSigner = async (db: Database, configured?: string): Promise<TokenSigner> => {
  // Imported once: handed raw bytes, jose would import the HMAC key again on every verify (each request).
  const key = await crypto.subtle.importKey('raw', await loadSecret(db, configured), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    sign: (claims, seconds) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key),
    verify: rememberVerified(async (token) => (await jwtVerify<SessionClaims>(token, key, { algorithms: ['HS256'] })).payload),
  };
};
