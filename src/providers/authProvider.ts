import type { AuthProvider } from 'react-admin';
import { canDo, type AccessSubject, type Action, isAction } from '../domain/permissions';
import { findResource } from '../domain/resources';
import { apiBaseUrl } from './apiBases';
import { httpClient } from './httpClient';
import { clearSession, decodeSession, hasLiveSession, storeToken } from './session';

const employeeApi = (path: string) => `${apiBaseUrl('employee')}/api/v1/${path}`;

interface Envelope<T> {
  isSuccess: boolean;
  body: T;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const loginRedirect = () => {
  const path = currentPath();
  // Already on the login page (a repeated check): keep its ?to= target.
  if (path.startsWith('/pages/login')) return path;
  return path.startsWith('/pages/') || path === '/' ? '/pages/login' : `/pages/login?to=${encodeURIComponent(path)}`;
};

let accessSubject: Promise<AccessSubject> | undefined;
const loadAccessSubject = () =>
  (accessSubject ??= httpClient(employeeApi('employee/session')).then(({ json }) => (json as Envelope<AccessSubject>).body));

/** Email sign-in against the employee base (spec sections 4 and 7). */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    accessSubject = undefined;
    const { json } = await httpClient(employeeApi('employee/login/email'), {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    storeToken((json as Envelope<{ token: string }>).body.token);
  },
  async logout() {
    const wasSignedIn = hasLiveSession();
    if (wasSignedIn) await httpClient(employeeApi('employee/logout'), { method: 'POST' }).catch(() => undefined);
    clearSession();
    accessSubject = undefined;
    return wasSignedIn ? '/' : loginRedirect();
  },
  async checkAuth() {
    if (!hasLiveSession()) throw { redirectTo: loginRedirect(), message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw { redirectTo: loginRedirect(), message: false };
  },
  async getIdentity() {
    const claims = decodeSession();
    if (!claims?.login) throw new Error('Not signed in');
    return {
      id: claims.id,
      fullName: `${claims.first_name} ${claims.last_name}`.trim(),
      avatar: claims.profile_image ?? undefined,
    };
  },
  async getPermissions() {
    return hasLiveSession() ? loadAccessSubject() : undefined;
  },
  async canAccess({ resource, action }: { resource: string; action: string }) {
    if (!hasLiveSession()) return false;
    const definition = findResource(resource);
    if (!definition) return true;
    const subject = await loadAccessSubject();
    const mapped: Action = action === 'read' ? 'show' : isAction(action) ? action : 'edit';
    return canDo(subject, definition.module, mapped);
  },
};
