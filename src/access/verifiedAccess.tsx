import { createContext, use } from 'react';

/** The resource and action a route's guard (RequireAccess) has let through, for the screen below it. */
export const VerifiedAccessContext = createContext<{ resource: string; action: string } | undefined>(undefined);

/**
 * Whether the route's guard already checked this resource and action, with the session checked by
 * the layout (SignedIn): the screen's own react-admin checks (its `disableAuthentication` prop) would
 * only ask again, each a render later.
 */
export const useAccessVerified = (resource: string | undefined, action: string) => {
  const verified = use(VerifiedAccessContext);
  return verified !== undefined && verified.resource === resource && verified.action === action;
};
