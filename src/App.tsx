import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, ResourceDefinitionContextProvider, type CoreAdminUIProps } from 'react-admin';
import { AuthenticationError, Error as ErrorPage, Notification } from './layout/deferredAdminParts';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { listedResource } from '@domain/consoleRoutes';
import { AppLayout } from './layout/AppLayout';
import { authProvider, knownPermissions, sessionPermissionsLoaded } from './providers/authProvider';
import { consoleStore } from './providers/consoleStore';
import { dataProvider } from './providers/dataProvider';
import { loadOpeningRows } from './providers/openingRows';
import { i18nProvider } from './providers/i18nProvider';
import { forgetShownLists } from './list/shownListParams';
import { idleWorkWaitsFor } from './lazy/whenIdle';
import { preloadListScreen } from './resources/registry';
import { resourceDefinitions, resourceElements } from './resources/resourceElements';
import { publicRouteElements } from './routes/publicRouteElements';
import { specRouteElements } from './routes/specRouteElements';
import { openingRedirect } from './routes/openingRedirect';
import { NotAuthorizedRedirect } from './routes/RequireAccess';
import { consoleDarkTheme, consoleLightTheme } from './layout/consoleThemes';

const store = consoleStore();

/** The root path leads to the analytics dashboard (spec section 2). */
const RootRedirect = () => <Navigate to="/dashboard/analytics" replace />;
/** Unknown paths lead to the 404 page. */
const CatchAll = () => <Navigate to="/pages/error-404" replace />;

/**
 * What the console's UI shows at its root, at unknown paths, on refused access, failures and loading;
 * no login page: signing in is a public page (src/pages). No requireAuth: the layout signs the user
 * in (src/access/SignedIn.tsx), at once for a live stored session.
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
const ConsoleAdmin = ({ queryClient }: { queryClient: QueryClient }) => (
  <AdminContext
    queryClient={queryClient}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={consoleLightTheme}
    darkTheme={consoleDarkTheme}
    defaultTheme="light"
  >
    <CssBaseline enableColorScheme>
      <ResourceDefinitionContextProvider definitions={resourceDefinitions()}>
        <CoreAdminUI title="app.title" layout={AppLayout} {...consolePages} disableTelemetry>
          {resourceElements()}
          <CustomRoutes>{specRouteElements()}</CustomRoutes>
          <CustomRoutes noLayout>{publicRouteElements()}</CustomRoutes>
        </CoreAdminUI>
      </ResourceDefinitionContextProvider>
      <Notification />
    </CssBaseline>
  </AdminContext>
);

/** How long the console's first render waits for what its opening screen needs; past it, the screen renders without and waits as any other. */
const OPENING_SCREEN_WAIT_MS = 1000;

/**
 * Settles once the list screen at the current path has loaded, and the session's permissions and the
 * list's first rows have come (or the wait ends). Rendered then, the opening screen shows with its rows
 * in the console's first pass instead of a pass later for each: a suspended screen's reveal is held
 * up to 300 ms after its fallback showed (src/routes/lazyScreen.ts), its access is decided at once
 * only with the permissions at hand (src/access/useKnownCanAccess.ts), and the list starts with the
 * rows (src/providers/openingRows.ts).
 */
const openingScreenReady = () => {
  const resource = listedResource(window.location.pathname);
  return Promise.race([
    Promise.all([preloadListScreen(resource), sessionPermissionsLoaded(), loadOpeningRows(resource)]),
    new Promise((resolve) => setTimeout(resolve, OPENING_SCREEN_WAIT_MS)),
  ]);
};

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;
let router: ConsoleRouter | undefined;

/**
 * History mode (clean paths) through a data router: react-admin uses the enclosing router instead of
 * its hash router, and a data router is what lets forms block navigation (warnWhenUnsavedChanges).
 * Each console mount gets a router created at the current location (the public pages may have moved
 * it) and a query client of its own (nothing cached for the previous session carries over); the
 * previous router stops listening to the history.
 */
export const openConsole = async () => {
  const queryClient = new QueryClient();
  idleWorkWaitsFor(queryClient);
  forgetShownLists();
  await openingScreenReady();
  router?.dispose();
  const opening = openingRedirect(window.location.pathname, knownPermissions());
  if (opening) window.history.replaceState(window.history.state, '', opening);
  router = createBrowserRouter([{ path: '*', element: <ConsoleAdmin queryClient={queryClient} /> }]);
  return router;
};

/**
 * Router state updates render at once, not as transitions: a form's navigation block is a router
 * state, and react-admin asks again only when it sees the block lifted. A transition still pending
 * when the next navigation is blocked (a busy machine, a quick back after "cancel") merged the two
 * and the second block was never asked about, keeping the user on the page with no question.
 */
export const App = ({ router }: { router: ConsoleRouter }) => <RouterProvider router={router} useTransitions={false} />;
