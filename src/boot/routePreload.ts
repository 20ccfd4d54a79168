import { SPEC_ROUTES } from '../domain/consoleRoutes';
import { findResource } from '../domain/resources';

/** Each resource folder's list screen, by file: the same chunks the registry's lazy views load. */
const LIST_SCREENS = import.meta.glob('../resources/*/*List.tsx');

/** The resource whose list a path shows: a spec path that leads to a list (/apps/products) or the list's own path (/products). */
const listedResource = (path: string): string | undefined => {
  const specRoute = SPEC_ROUTES.find((route) => route.path === path && route.redirect?.view === '');
  if (specRoute) return specRoute.redirect!.resource;
  const [, first, ...rest] = path.split('/');
  return rest.length === 0 && first && findResource(first) ? first : undefined;
};

/**
 * A deep link to a list starts downloading the list screen with the admin shell, instead of after
 * the shell has rendered and asked for it; its first data request then waits for neither.
 */
export const preloadRouteScreen = (path: string) => {
  const resource = listedResource(path.replace(/\/$/, '') || '/');
  if (!resource) return;
  const file = Object.keys(LIST_SCREENS).find((key) => key.startsWith(`../resources/${resource}/`));
  if (file) void LIST_SCREENS[file]!().catch(() => undefined);
};
