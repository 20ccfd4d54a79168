import type { AuthProvider } from 'react-admin';
import { canDo, type AccessSubject, type Action, isAction } from '@domain/permissions';
import { findResource } from '@domain/resources';
import { isImportResource } from '@domain/imports/resources';
import { employeeApi, type Envelope } from './employeeApi';
import { httpClient, requestSessionToken } from './httpClient';
import { cancelSilentRenewal, resumeSilentRenewal } from './identitySignIn';
import { oidcEnabled, providerLogoutUrl } from './oidc';
import {
  clearSession,
  decodeSession,
  hasLiveSession,
  isIdentitySession,
  STORAGE_KEYS,
  storeToken,
  writeUserInfo,
} from './session';

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const loginRedirect = () => {
  const path = currentPath();
  // Already on the login page (a repeated check): keep its ?to= target.
  if (path.startsWith('/pages/login')) return path;
  return path.startsWith('/pages/') || path === '/' ? '/pages/login' : `/pages/login?to=${encodeURIComponent(path)}`;
};
const notSignedIn = () => ({ redirectTo: loginRedirect(), message: false });

/** A guest token comes first (spec section 4): every call carries a bearer token. */
const fetchGuestToken = async () => storeToken(await requestSessionToken('token/generate'));

let accessSubject: Promise<AccessSubject> | undefined;
/** The subject once the server has answered, for the answers known without waiting (knownAccess). */
let loadedAccessSubject: AccessSubject | undefined;
const loadAccessSubject = () => {
  if (accessSubject) return accessSubject;
  const request = httpClient(employeeApi('employee/session')).then(({ json }) => {
    const subject = (json as Envelope<AccessSubject>).body;
    // An answer for a session since ended (signed out, or in as someone else) is not kept.
    if (accessSubject === request) loadedAccessSubject = subject;
    return subject;
  });
  return (accessSubject = request);
};

/** A signed-in session's permissions, once the server has sent them. */
export const knownPermissions = () => (hasLiveSession() ? loadedAccessSubject : undefined);

/** Settles once a signed-in session's permissions have come (or failed to), at once without one. */
export const sessionPermissionsLoaded = async () => {
  if (hasLiveSession()) await loadAccessSubject().catch(() => undefined);
};

/** canAccess's decision once the subject is known. */
const accessDecision = (subject: AccessSubject, resource: string, action: string) => {
  // A resource the table does not know has no module to check: refused, never waved through.
  const definition = findResource(resource);
  if (!definition) return false;
  // Every screen of an import (its list too) is the import action's.
  const mapped: Action = isImportResource(resource) ? 'import' : action === 'read' ? 'show' : isAction(action) ? action : 'edit';
  return canDo(subject, definition.module, mapped);
};

/**
 * On start the stored token is decoded: missing or unreadable resets the credentials and fetches
 * a guest token; a signed-in one is kept and its profile restored as calls need it. The server
 * verifies a signed-in one (and answers its permissions) in parallel: nothing waits for that
 * before the first data request is made.
 */
let started: Promise<void> | undefined;
export const startSession = () =>
  (started ??= (async () => {
    if (decodeSession()) {
      if (hasLiveSession()) void loadAccessSubject().catch(() => undefined);
      return;
    }
    clearSession();
    await fetchGuestToken().catch(() => undefined);
  })());

/** The profile image is fetched once per session when the employee has one. */
let profileImage: Promise<string | undefined> | undefined;
const loadProfileImage = (id: number) =>
  (profileImage ??= httpClient(employeeApi(`employee/profile-image/${id}`))
    .then(({ json }) => {
      const image = (json as Envelope<{ profile_image: string | null }>).body.profile_image ?? undefined;
      writeUserInfo({ photoURL: image ?? '' });
      return image;
    })
    .catch(() => undefined));

const forgetSessionCaches = () => {
  accessSubject = undefined;
  loadedAccessSubject = undefined;
  profileImage = undefined;
};

/** Email sign-in against the employee base, and the identity-provider path (spec sections 4 and 6). */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    forgetSessionCaches();
    try {
      const token = await requestSessionToken('employee/login/email', { email, password });
      clearSession();
      storeToken(token);
    } catch (error) {
      localStorage.setItem(STORAGE_KEYS.isLogin, 'false');
      throw error;
    }
  },
  async logout() {
    const wasSignedIn = hasLiveSession();
    const identity = isIdentitySession() ? localStorage.getItem(STORAGE_KEYS.idToken) : undefined;
    if (wasSignedIn) await httpClient(employeeApi('employee/logout'), { method: 'POST' }).catch(() => undefined);
    clearSession();
    cancelSilentRenewal();
    forgetSessionCaches();
    await fetchGuestToken().catch(() => undefined);
    if (!wasSignedIn) return loginRedirect();
    const providerLogout = identity !== undefined && oidcEnabled ? await providerLogoutUrl(identity).catch(() => undefined) : undefined;
    return providerLogout ?? '/';
  },
  async checkAuth() {
    await startSession();
    // An expired access token still passes: the first call it makes gets a 401 and refreshes it.
    if (!hasLiveSession()) throw notSignedIn();
    if (isIdentitySession()) resumeSilentRenewal();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw notSignedIn();
  },
  async getIdentity() {
    const claims = decodeSession();
    if (!claims?.login) throw new Error('Not signed in');
    return {
      id: claims.id,
      fullName: `${claims.first_name} ${claims.last_name}`.trim(),
      avatar: claims.profile_image ? await loadProfileImage(claims.id) : undefined,
    };
  },
  async getPermissions() {
    return hasLiveSession() ? loadAccessSubject() : undefined;
  },
  async canAccess({ resource, action }: { resource: string; action: string }) {
    if (!hasLiveSession()) return false;
    return accessDecision(await loadAccessSubject(), resource, action);
  },
};

/**
 * What canAccess will answer, when the session's permissions are already here (the entry asks for
 * them at once); undefined when the call has to run. Screens show it while their check is pending.
 */
export const knownAccess = (resource: string, action: string): boolean | undefined => {
  const subject = knownPermissions();
  return subject ? accessDecision(subject, resource, action) : undefined;
};
