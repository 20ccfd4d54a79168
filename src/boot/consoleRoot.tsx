import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { createStyleCache } from './styleCache';
import { warmIntl } from './warmIntl';

/**
 * The boot overlay covers the page until the app's first screen commits, and goes in that commit, so
 * the frame that paints the screen is the first without it: taken away on the next frame after the
 * render was asked for, it showed a blank page until the render (a console's first screen, hundreds of ms) was done.
 */
const BootOverlayRemoval = () => {
  useLayoutEffect(() => document.getElementById('boot-overlay')?.remove(), []);
  return null;
};

/**
 * The page's one React root. The public pages render in it without the admin shell; the console
 * (react-admin) replaces them when the user goes in, without a page load.
 */
let root: Root | undefined;
const styleCache = createStyleCache();
const render = (node: ReactNode) => {
  (root ??= createRoot(document.getElementById('root')!)).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <BootOverlayRemoval />
        {node}
      </CacheProvider>
    </StrictMode>,
  );
};

let consoleModule: ReturnType<typeof importConsole> | undefined;
const importConsole = () => import('../App');
/**
 * The admin shell's code: fetched once, while the sign-in form is being filled in or at once on a
 * console path; the locale's number and date data loads alongside, for the console's first screen.
 */
export const loadConsole = () => {
  warmIntl();
  return (consoleModule ??= importConsole());
};

/** Each entry mounts a fresh shell, so nothing cached for the previous session (auth state, queries) carries over. */
let mounts = 0;

/** Renders the console at the current location. */
export const showConsole = async () => {
  const { App, openConsole } = await loadConsole();
  const router = await openConsole();
  render(<App key={++mounts} router={router} />);
};

/** After sign-in: the console at `to` (a same-origin console path). */
export const enterConsole = async (to: string) => {
  await loadConsole();
  window.history.replaceState(null, '', to);
  await showConsole();
};

export const showPublicPages = (node: ReactNode) => render(node);
