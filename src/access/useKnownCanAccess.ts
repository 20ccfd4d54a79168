import { useCanAccess, useResourceContext } from 'react-admin';
import { knownAccess } from '../providers/authProvider';

export interface KnownCanAccess {
  canAccess: boolean | undefined;
  isPending: boolean;
}

/**
 * react-admin's useCanAccess, which answers a render after the authProvider: while it is pending, the
 * decision the session's permissions already give (knownAccess), so a screen renders in its first pass.
 */
export const useKnownCanAccess = (params: { resource?: string; action: string }): KnownCanAccess => {
  const asked = useCanAccess(params);
  const resource = useResourceContext(params);
  const known = asked.isPending && resource ? knownAccess(resource, params.action) : undefined;
  return known === undefined ? { canAccess: asked.canAccess, isPending: asked.isPending } : { canAccess: known, isPending: false };
};
