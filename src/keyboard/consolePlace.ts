/** Where the console is, as react-admin's resource routes name it. */
export type ConsolePlace =
  | { view: 'list'; resource: string }
  | { view: 'create'; resource: string }
  | { view: 'edit' | 'show'; resource: string; id: string };

/**
 * The resource view a path shows (`/products`, `/products/create`, `/products/5`, `/products/5/show`
 * and the order's `/orders/5/show/new`), or undefined for any other screen.
 */
export const consolePlace = (pathname: string, resources: readonly string[]): ConsolePlace | undefined => {
  const [resource, second, third] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!resource || !resources.includes(resource)) return undefined;
  if (second === undefined) return { view: 'list', resource };
  if (second === 'create' && third === undefined) return { view: 'create', resource };
  return { view: third === 'show' ? 'show' : 'edit', resource, id: second };
};
