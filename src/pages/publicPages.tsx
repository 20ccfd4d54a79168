import type { ReactElement } from 'react';
import { PUBLIC_PAGES } from '@domain/consoleRoutes';
import { CallbackPage } from './CallbackPage';
import { LoginPage } from './LoginPage';
import { MessagePage } from './MessagePage';
import { PublicRedirect } from './publicNavigation';

interface PublicRoute {
  path: string;
  element: () => ReactElement;
}

/** The public layout of spec section 2: no sign-in needed. Served by the public pages on their own and inside the console. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  ...PUBLIC_PAGES.map((page) => ({ path: `/pages/${page}`, element: () => (page === 'login' ? <LoginPage /> : <MessagePage page={page} />) })),
  { path: '/callback', element: () => <CallbackPage /> },
  { path: '/login', element: () => <PublicRedirect to="/pages/login" /> },
];

/** The public route at `path`, matched as the console's router does: any case, a trailing slash allowed. */
export const findPublicRoute = (path: string) => {
  const wanted = (path.replace(/\/+$/, '') || '/').toLowerCase();
  return PUBLIC_ROUTES.find((route) => route.path === wanted);
};
