// First: its body sends a deep link's list request before the rest of the entry evaluates.
import './boot/earlyListRequest';
import { showConsole, showPublicPages } from './boot/consoleRoot';
import { prefetchListRows } from './boot/listRowsPrefetch';
import { isPublicPath } from '@domain/consoleRoutes';
import { PublicApp } from './pages/PublicApp';
import { startSession } from './providers/authProvider';

// The session is restored from the stored token at once and verified alongside the shell's download.
void startSession();
if (isPublicPath(window.location.pathname)) {
  showPublicPages(<PublicApp />);
} else {
  // A list's first rows were asked for as the entry started; httpClient keeps the answer for the list.
  prefetchListRows();
  void import('./boot/routePreload').then(({ preloadRouteScreen }) => preloadRouteScreen(window.location.pathname));
  void showConsole();
}
