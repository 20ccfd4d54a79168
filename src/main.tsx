import { showConsole, showPublicPages } from './boot/consoleRoot';
import { prefetchListRows } from './boot/listRowsPrefetch';
import { warmIntl } from './boot/warmIntl';
import { isPublicPath } from './domain/consoleRoutes';
import { PublicApp } from './pages/PublicApp';
import { startSession } from './providers/authProvider';

// The session is restored from the stored token at once and verified alongside the shell's download.
void startSession();
if (isPublicPath(window.location.pathname)) {
  showPublicPages(<PublicApp />);
} else {
  // A list's first rows are asked for before any code chunk; the list screens' table is its own small chunk.
  prefetchListRows(window.location.pathname);
  void import('./boot/routePreload').then(({ preloadRouteScreen }) => preloadRouteScreen(window.location.pathname));
  void showConsole();
  warmIntl();
}
