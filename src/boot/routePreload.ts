import { listedResource } from '@domain/consoleRoutes';

/** Each resource folder's list screen, by file: the same chunks the registry's lazy views load. */
const LIST_SCREENS = import.meta.glob('../resources/*/*List.tsx');

/** A deep link to a list starts downloading the list screen with the admin shell, instead of after the shell has rendered. */
export const preloadRouteScreen = (path: string) => {
  const resource = listedResource(path);
  const file = resource && Object.keys(LIST_SCREENS).find((key) => key.startsWith(`../resources/${resource}/`));
  if (file) void LIST_SCREENS[file]!().catch(() => undefined);
};
