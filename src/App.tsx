import { CssBaseline } from '@mui/material';
import { AdminContext, AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, localStorageStore, Notification, type CoreAdminUIProps } from 'react-admin';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { listedResource } from './domain/consoleRoutes';
import { STORE_APP_KEY } from './boot/storedPreferences';
import { AppLayout } from './layout/AppLayout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { preloadListScreen } from './resources/registry';
import { resourceElements } from './resources/resourceElements';
import { publicRouteElements } from './routes/publicRouteElements';
import { specRouteElements } from './routes/specRouteElements';
import { NotAuthorizedRedirect } from './routes/RequireAccess';
import { darkTheme, lightTheme } from './theme';

const store = localStorageStore(undefined, STORE_APP_KEY);

/** The root path leads to the analytics dashboard (spec section 2). */
const RootRedirect = () => <Navigate to="/dashboard/analytics" replace />;
/** Unknown paths lead to the 404 page. */
const CatchAll = () => <Navigate to="/pages/error-404" replace />;

/**
 * What the console's UI shows at its root, at unknown paths, on refused access, failures and loading;
 * no login page: signing in is a public page (src/pages).
 */
const consolePages = {
  dashboard: RootRedirect,
  catchAll: CatchAll,
  accessDenied: NotAuthorizedRedirect,
  authenticationError: AuthenticationError,
  error: ErrorPage,
  loading: LoadingPage,
  loginPage: false,
} satisfies CoreAdminUIProps;

/**
 * <Admin> spelled out as its context and UI so that its default pages the console replaces or never
 * shows (login form, 404, access denied, auth callback) stay out of the shell's download.
 */
const ConsoleAdmin = () => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="light"
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI title="app.title" layout={AppLayout} {...consolePages} requireAuth disableTelemetry>
        {resourceElements()}
        <CustomRoutes>{specRouteElements()}</CustomRoutes>
        <CustomRoutes noLayout>{publicRouteElements()}</CustomRoutes>
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);

/** How long the console's first render waits for the list screen a deep link opens; past it, the screen suspends as any other. */
const OPENING_SCREEN_WAIT_MS = 1000;

/**
 * Settles once the list screen at the current path has loaded (or the wait ends): rendered then, the
 * list shows with its rows in the first pass instead of suspending, and React holds a suspended
 * screen's reveal up to 300 ms after its fallback showed (src/routes/lazyScreen.ts).
 */
export const openingScreenLoaded = () =>
  Promise.race([preloadListScreen(listedResource(window.location.pathname)), new Promise((resolve) => setTimeout(resolve, OPENING_SCREEN_WAIT_MS))]);

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * History mode (clean paths) through a data router: react-admin uses the enclosing router instead of
 * its hash router, and a data router is what lets forms block navigation (warnWhenUnsavedChanges).
 * Each console mount gets a router created at the current location (the public pages may have moved
 * it); the previous one stops listening to the history.
 */
export const createConsoleRouter = () => {
  router?.dispose();
  router = createBrowserRouter([{ path: '*', element: <ConsoleAdmin /> }]);
  return router;
};

/**
 * Router state updates render at once, not as transitions: a form's navigation block is a router
 * state, and react-admin asks again only when it sees the block lifted. A transition still pending
 * when the next navigation is blocked (a busy machine, a quick back after "cancel") merged the two
 * and the second block was never asked about, keeping the user on the page with no question.
 */
export const App = ({ router }: { router: ReturnType<typeof createConsoleRouter> }) => <RouterProvider router={router} useTransitions={false} />;
