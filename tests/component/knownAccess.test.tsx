import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { shortTimersRun } from '../setup/shortTimers';
import { unsignedJwt } from '../unit/authTokens';
import { SignedIn } from '../../src/access/SignedIn';
import { useSessionPermissions } from '../../src/access/useSessionPermissions';
import { authProvider, sessionPermissionsLoaded } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { RequireAccess } from '../../src/routes/RequireAccess';

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const EDITOR_SUBJECT = { role: 'editor', is_super_admin: false, permissions: { collections: ['list', 'edit'] } };

const EDITOR_TOKEN = unsignedJwt({ login: true, id: 8, role: 'editor', exp: inMinutes(15) });
const server = setupServer(
  http.post('*/svc/employee/api/v1/employee/login/email', () => HttpResponse.json({ isSuccess: true, body: { token: EDITOR_TOKEN } })),
  http.get('*/svc/employee/api/v1/employee/session', () => HttpResponse.json({ isSuccess: true, body: EDITOR_SUBJECT })),
  http.post('*/svc/employee/api/v1/token/generate', () => HttpResponse.json({ isSuccess: true, body: { token: unsignedJwt({ login: false, exp: inMinutes(15) }) } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** Signs in through the authProvider, which forgets what an earlier session (another test file's) loaded. */
const signIn = () => authProvider.login({ email: 'editor@example.com', password: 'secret' });

const renderAt = (path: string, element: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()} store={memoryStore()}>
        <Routes>
          <Route path="/pages/not-authorized" element={<p>Not authorized</p>} />
          <Route path="/pages/login" element={<p>Sign in</p>} />
          <Route path="*" element={element} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const Permissions = () => {
  const { permissions, isPending } = useSessionPermissions();
  return <p>{isPending ? 'Waiting' : `Role ${permissions?.role}`}</p>;
};

describe('screens decided in their first render when the session is known', () => {
  it('opens a permitted screen, and sends a refused one to the not-authorized page, in the first render', async () => {
    await signIn();
    await sessionPermissionsLoaded();
    renderAt('/collections', <SignedIn><RequireAccess resource="collections"><p>Collections</p></RequireAccess></SignedIn>);
    // The render's own pass, before the authProvider's answers could come.
    expect(screen.getByText('Collections')).toBeInTheDocument();
    await act(shortTimersRun);
    expect(screen.getByText('Collections')).toBeInTheDocument();
  });

  it('leads a refused screen to the not-authorized page', async () => {
    await signIn();
    await sessionPermissionsLoaded();
    renderAt('/brands', <SignedIn><RequireAccess resource="brands"><p>Brands</p></RequireAccess></SignedIn>);
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    expect(screen.queryByText('Brands')).not.toBeInTheDocument();
  });

  it('gives the permissions in the first render', async () => {
    await signIn();
    await sessionPermissionsLoaded();
    renderAt('/', <Permissions />);
    expect(screen.getByText('Role editor')).toBeInTheDocument();
    await act(shortTimersRun);
  });

  it('sends a visitor with no session to sign in, never showing the screen', async () => {
    renderAt('/', <SignedIn><p>Dashboard</p></SignedIn>);
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });
});
