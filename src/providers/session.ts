import { jwtDecode } from 'jwt-decode';

/** Locally stored session keys (spec section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  isLogin: 'isLogin',
  /** The identity-provider path: logged-in flag and expiry (ms) of its id_token. */
  loggedIn: 'loggedIn',
  expiresAt: 'expiresAt',
  /** The provider's id_token, kept as the hint for its logout. */
  idToken: 'idToken',
  userInfo: 'userInfo',
  isSuperAdmin: 'is_super_admin',
} as const;

/** The signed-in employee, as decoded from the session token (spec section 3). */
export interface SessionEmployee {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  profile_image: string | null;
  is_super_admin: boolean;
  role: 'admin' | 'editor';
  login: boolean;
  exp: number;
}

/** Locally kept user info (spec section 3). */
export interface UserInfo {
  displayName: string;
  email: string;
  photoURL: string;
  providerId: 'email' | 'oidc';
  uid: string;
  userRole: 'admin' | 'editor';
}

export const readToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

const decoded = (token: string): SessionEmployee | undefined => {
  try {
    return Object.freeze(jwtDecode<SessionEmployee>(token));
  } catch {
    return undefined;
  }
};

/** The last token decoded: every access check (each menu entry, button and route of a screen) asks for the session's claims. */
let lastDecoded: { token: string; claims: SessionEmployee | undefined } | undefined;

/** Decodes a token (the stored one by default); undefined when missing or unreadable. The claims are frozen: they are shared. */
export const decodeSession = (token = readToken()): SessionEmployee | undefined => {
  if (!token) return undefined;
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: decoded(token) };
  return lastDecoded.claims;
};

export const readUserInfo = (): Partial<UserInfo> => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}') as Partial<UserInfo>;
  } catch {
    return {};
  }
};

export const writeUserInfo = (changes: Partial<UserInfo>) =>
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...readUserInfo(), ...changes }));

/** Stores a token from the server; a signed-in one also sets the login flag and the user info. */
export const storeToken = (token: string) => {
  const claims = decodeSession(token);
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.isLogin, String(Boolean(claims?.login)));
  if (!claims?.login) return;
  localStorage.setItem(STORAGE_KEYS.isSuperAdmin, String(Boolean(claims.is_super_admin)));
  const current = readUserInfo();
  writeUserInfo({
    displayName: current.providerId === 'oidc' ? current.displayName : `${claims.first_name} ${claims.last_name}`.trim(),
    email: claims.email,
    photoURL: current.photoURL || (claims.profile_image ?? ''),
    providerId: current.providerId ?? 'email',
    uid: String(claims.id),
    userRole: claims.role,
  });
};

/** The identity-provider session: counts only while the flag is set and its expiry has not passed. */
export const storeIdentitySession = (idToken: string, expiresAtMs: number, info: Pick<UserInfo, 'displayName' | 'email' | 'photoURL' | 'uid'>) => {
  localStorage.setItem(STORAGE_KEYS.idToken, idToken);
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
  localStorage.setItem(STORAGE_KEYS.expiresAt, String(expiresAtMs));
  writeUserInfo({ ...info, providerId: 'oidc' });
};

export const clearSession = () => Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key));

export const isIdentitySession = () => localStorage.getItem(STORAGE_KEYS.loggedIn) !== null;

/**
 * Signed in: a stored login token with the login flag. An expired access token still counts (the
 * refresh cookie renews it); an identity-provider session also needs its expiry not to have passed.
 */
export const hasLiveSession = (now = Date.now()): boolean => {
  const claims = decodeSession();
  if (!claims?.login || localStorage.getItem(STORAGE_KEYS.isLogin) !== 'true') return false;
  if (!isIdentitySession()) return true;
  return localStorage.getItem(STORAGE_KEYS.loggedIn) === 'true' && now < Number(localStorage.getItem(STORAGE_KEYS.expiresAt));
};

/** Spec section 6: the initial role comes from the stored user info and defaults to admin. */
export const storedUserRole = (): 'admin' | 'editor' => (readUserInfo().userRole === 'editor' ? 'editor' : 'admin');
