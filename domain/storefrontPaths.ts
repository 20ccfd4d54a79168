/**
 * Storefront paths of URL management, normalised the same way by console and server so that
 * "/Sale/", "sale" and "//sale" are one path: lowercase, one leading slash, no trailing slash,
 * no query or fragment.
 */
export const STOREFRONT_PATH = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/;

export const normaliseStorefrontPath = (raw: string): string => {
  const withoutQuery = raw.trim().split(/[?#]/)[0]!.toLowerCase();
  const segments = withoutQuery.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
};

/** An absolute http(s) address: redirects may leave the storefront. */
export const isExternalAddress = (value: string): boolean => /^https?:\/\//i.test(value.trim());

/** Redirect targets are storefront paths (normalised) or external addresses (kept as typed). */
export const normaliseRedirectTarget = (raw: string): string =>
  isExternalAddress(raw) ? raw.trim() : normaliseStorefrontPath(raw);
