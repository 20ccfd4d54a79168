import { usePermissions } from 'react-admin';
import type { AccessSubject } from '@domain/permissions';
import { knownPermissions } from '../providers/authProvider';

/**
 * react-admin's usePermissions, which answers a render after the authProvider: while it is pending,
 * the session's permissions when the entry already has them, so the menu and screens render at once.
 */
export const useSessionPermissions = <Permissions = AccessSubject>() => {
  const asked = usePermissions<Permissions>();
  const known = asked.isPending ? (knownPermissions() as Permissions | undefined) : undefined;
  return known === undefined ? { permissions: asked.permissions, isPending: asked.isPending } : { permissions: known, isPending: false };
};
