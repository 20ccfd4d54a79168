import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES, redirectLocation } from '@domain/consoleRoutes';

/**
 * Routes by their own path: a menu link is one, found without compiling a pattern (no route's path
 * is matched first by an earlier route's pattern, so the first match is the route itself).
 */
let routeOfPath: Map<string, (typeof SPEC_ROUTES)[number]> | undefined;

const resolvePath = (path: string): string => {
  const own = (routeOfPath ??= new Map(SPEC_ROUTES.map((route) => [route.path, route]))).get(path);
  if (own) return own.redirect ? redirectLocation(own.redirect, {}) : path;
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
