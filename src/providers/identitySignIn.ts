import { jwtDecode } from 'jwt-decode';
import { requestSessionToken } from './httpClient';
import { renewalDelay, silentSignIn, type IdentityResult } from './oidc';
import { STORAGE_KEYS, storeIdentitySession, storeToken } from './session';

let renewal: ReturnType<typeof setTimeout> | undefined;

/**
 * Exchanges a verified-by-the-server id_token for the server's own session, then keeps the
 * identity-provider flag and expiry (spec section 4) and plans the silent renewal.
 */
export const completeIdentitySignIn = async ({ idToken, claims, nonce }: IdentityResult) => {
  storeToken(await requestSessionToken('employee/login/oidc', { id_token: idToken, nonce }));
  storeIdentitySession(idToken, claims.exp * 1000, {
    displayName: claims.name ?? claims.email ?? '',
    email: claims.email ?? '',
    photoURL: claims.picture ?? '',
    uid: claims.sub,
  });
  scheduleSilentRenewal(claims);
};

/** Before the id_token expires, a prompt=none round trip in a hidden frame renews it. */
export const scheduleSilentRenewal = (claims: { iat: number; exp: number }) => {
  clearTimeout(renewal);
  renewal = setTimeout(() => {
    silentSignIn()
      .then(completeIdentitySignIn)
      // The provider session is gone: the expiry check ends the console session when it passes.
      .catch((error: unknown) => console.warn('Silent renewal failed', error));
  }, renewalDelay(claims));
};

export const cancelSilentRenewal = () => clearTimeout(renewal);

/** Plans the renewal of a restored identity session (after a reload), once. */
export const resumeSilentRenewal = () => {
  const idToken = localStorage.getItem(STORAGE_KEYS.idToken);
  if (idToken && renewal === undefined) scheduleSilentRenewal(jwtDecode<{ iat: number; exp: number }>(idToken));
};
