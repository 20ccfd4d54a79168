import { jwtDecode } from 'jwt-decode';

/** Locally stored session keys (spec section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  isLogin: 'isLogin',
  loggedIn: 'loggedIn',
  expiresAt: 'expiresAt',
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

export const readToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

/** Decodes the stored token; undefined when missing or unreadable. */
export const decodeSession = (token = readToken()): SessionEmployee | undefined => {
  if (!token) return undefined;
  try {
    return jwtDecode<SessionEmployee>(token);
  } catch {
    return undefined;
  }
};

export const storeToken = (token: string) => {
  const claims = decodeSession(token);
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.isLogin, String(Boolean(claims?.login)));
  if (claims?.exp) localStorage.setItem(STORAGE_KEYS.expiresAt, String(claims.exp * 1000));
  if (claims?.login) {
    localStorage.setItem(STORAGE_KEYS.isSuperAdmin, String(Boolean(claims.is_super_admin)));
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({
        displayName: `${claims.first_name} ${claims.last_name}`.trim(),
        email: claims.email,
        photoURL: claims.profile_image ?? '',
        providerId: 'email',
        uid: String(claims.id),
        userRole: claims.role,
      }),
    );
  }
};

export const clearSession = () => Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key));

/** Signed in: a login token whose expiry has not passed. */
export const hasLiveSession = (now = Date.now()): boolean => {
  const claims = decodeSession();
  return Boolean(claims?.login && claims.exp * 1000 > now);
};

/** Spec section 6: the initial role comes from the stored user info and defaults to admin. */
export const storedUserRole = (): 'admin' | 'editor' => {
  try {
    const info = JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}') as { userRole?: string };
    return info.userRole === 'editor' ? 'editor' : 'admin';
  } catch {
    return 'admin';
  }
};
