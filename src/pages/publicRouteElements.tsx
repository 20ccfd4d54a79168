import { Navigate, Route } from 'react-router-dom';
import { PUBLIC_PAGES } from '../domain/consoleRoutes';
import { CallbackPage } from './CallbackPage';
import { LoginPage } from './LoginPage';
import { MessagePage } from './MessagePage';

/** The public layout of spec section 2: no sign-in needed. */
export const publicRouteElements = () => [
  ...PUBLIC_PAGES.map((page) => (
    <Route key={page} path={`/pages/${page}`} element={page === 'login' ? <LoginPage /> : <MessagePage page={page} />} />
  )),
  <Route key="callback" path="/callback" element={<CallbackPage />} />,
  <Route key="login" path="/login" element={<Navigate to="/pages/login" replace />} />,
];

/** Paths the public pages app serves on its own, without loading the admin shell first. */
export const isPublicPath = (path: string) => path.startsWith('/pages/') || path === '/callback' || path === '/login';
