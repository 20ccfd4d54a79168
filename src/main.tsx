import { showConsole, showPublicPages } from './boot/consoleRoot';
import { PublicApp } from './pages/PublicApp';
import { isPublicPath } from './pages/publicRouteElements';
import { startSession } from './providers/authProvider';

// The session is restored from the stored token at once and verified alongside the shell's download.
void startSession();
if (isPublicPath(window.location.pathname)) {
  showPublicPages(<PublicApp />);
} else {
  // The route table is only needed here: its own small chunk, fetched alongside the shell.
  void import('./boot/routePreload').then(({ preloadRouteScreen }) => preloadRouteScreen(window.location.pathname));
  void showConsole();
}
