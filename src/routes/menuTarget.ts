import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES, redirectLocation } from '../domain/consoleRoutes';

const resolvePath = (path: string): string => {
  for (const route of SPEC_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return route.redirect ? redirectLocation(route.redirect, match.params) : path;
  }
  return path;
};

/**
 * Resolved once per path: the menu asks for each of its links on every render, and each match
 * compiles the route table's patterns again (react-router's compilePath was the costliest function of
 * a deep link's first render after emotion's style insertion, in a CPU profile).
 */
const resolved = new Map<string, string>();

/** Where a spec path really shows its screen, so menu links point there and highlight when active. */
export const resolveSpecPath = (path: string): string => {
  let target = resolved.get(path);
  if (target === undefined) resolved.set(path, (target = resolvePath(path)));
  return target;
};
