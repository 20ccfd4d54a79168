import { Fragment, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContext } from 'react-admin';
import { showConsole } from '../boot/consoleRoot';
import { storedPreference, subscribeStoredPreferences } from '../boot/storedPreferences';
import { i18nProvider } from '../providers/i18nProvider';
import { darkTheme, lightTheme } from '../theme';
import { useHistoryPath } from './publicNavigation';
import { findPublicRoute } from './publicPages';

/** The public pages in the user's chosen language: the console's i18nProvider, switched as react-admin would on start. */
const PublicI18n = ({ children }: { children: ReactNode }) => {
  const [locale] = useState(() => storedPreference('locale'));
  const [ready, setReady] = useState(!locale || locale === i18nProvider.getLocale());
  useEffect(() => {
    if (ready || !locale) return;
    Promise.resolve(i18nProvider.changeLocale(locale))
      .catch((error: unknown) => console.error(error))
      .finally(() => setReady(true));
  }, [locale, ready]);
  return ready ? <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider> : null;
};

/** A path outside the public pages (e.g. a page's "back home" link) belongs to the console. */
const ConsolePath = () => {
  const shown = useRef(false);
  useEffect(() => {
    // StrictMode runs the effect twice: mount the console once.
    if (shown.current) return;
    shown.current = true;
    void showConsole();
  }, []);
  return null;
};

/** The page at the current path; a fresh one on each move, as a router renders a new route. */
const PublicRoutes = () => {
  const route = findPublicRoute(useHistoryPath());
  return route ? <Fragment key={route.path}>{route.element()}</Fragment> : <ConsolePath />;
};

/**
 * The public pages of spec section 2 as their own small app: React and MUI, without the admin shell
 * and without react-router (a path switch over the history is all a handful of pages needs).
 */
export const PublicApp = () => {
  // The theme follows a choice made in another tab, as the console's does.
  const mode = useSyncExternalStore(subscribeStoredPreferences, () => storedPreference('theme'));
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicI18n>
        <PublicRoutes />
      </PublicI18n>
    </ThemeProvider>
  );
};
