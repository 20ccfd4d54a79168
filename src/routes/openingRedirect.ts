import { matchRoutes } from 'react-router-dom';
import { redirectLocation, SPEC_ROUTES } from '@domain/consoleRoutes';
import { satisfiesRole, type AccessSubject } from '@domain/permissions';

const SPEC_ROUTE_OBJECTS = SPEC_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * Where the console opens when it starts at a spec path that redirects (/apps/products leads to the
 * product list): the location its <RedirectRoute> would navigate to, a render and a navigation later,
 * each rendering the whole shell. Only with the session's permissions at hand and the route's role
 * met: otherwise the routes decide, as for any other path (RequireRole).
 */
export const openingRedirect = (pathname: string, permissions: AccessSubject | undefined): string | undefined => {
  const [match] = matchRoutes(SPEC_ROUTE_OBJECTS, pathname) ?? [];
  if (!match) return undefined;
  const { route } = match.route;
  if (!route.redirect || !permissions || !satisfiesRole(permissions.role, route.role ?? 'editor')) return undefined;
  return redirectLocation(route.redirect, match.params);
};
