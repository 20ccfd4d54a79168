import { createContext, useContext, useEffect, useSyncExternalStore, type MouseEvent } from 'react';

/**
 * How the public pages move between paths without react-router: its data router (which the console
 * needs) would otherwise be in the sign-in page's download. On their own they change the history and
 * re-render; inside the console, its router's navigate is provided instead, so the router sees the move.
 */
export type PublicNavigate = (to: string, options?: { replace?: boolean }) => void;

const listeners = new Set<() => void>();

const historyNavigate: PublicNavigate = (to, options) => {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

/** The current path, re-rendering on the public pages' moves and on back/forward. */
export const useHistoryPath = () => useSyncExternalStore(subscribe, () => window.location.pathname);

export const PublicNavigationContext = createContext<PublicNavigate>(historyNavigate);

export const usePublicNavigate = () => useContext(PublicNavigationContext);

/**
 * A link's props (for an MUI Link or Button with href): a real anchor, so it can be opened in a new
 * tab, whose plain left click moves without a page load.
 */
export const usePublicLink = (to: string) => {
  const navigate = usePublicNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return { href: to, onClick };
};

/** Replaces the current path with `to` once shown (e.g. /login, the old address of the sign-in page). */
export const PublicRedirect = ({ to }: { to: string }) => {
  const navigate = usePublicNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
};
