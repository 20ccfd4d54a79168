import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES, redirectLocation } from '../domain/consoleRoutes';

/** Where a spec path really shows its screen, so menu links point there and highlight when active. */
export const resolveSpecPath = (path: string): string => {
  for (const route of SPEC_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return route.redirect ? redirectLocation(route.redirect, match.params) : path;
  }
  return path;
};
