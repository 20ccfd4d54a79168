import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionSet } from '@domain/permissions';
import type { Actor } from '@domain/privileges';
import { fetchPermissions } from '../../providers/employeeDataProvider';
import { useSessionPermissions } from '../../access/useSessionPermissions';

/** The signed-in staff member as the privilege rules see them (the session's cached permissions). */
export const useActor = (): Actor | undefined => useSessionPermissions<Actor>().permissions;

/**
 * Every role's grants by role id, or undefined while loading or when the user may not read them
 * (without roles.show): the console then leaves the choice to the server's refusal.
 */
export const useRolePermissions = (): ReadonlyMap<number, PermissionSet> | undefined => {
  const { data } = useQuery({ queryKey: ['roles', 'permissions', 'all'], queryFn: () => fetchPermissions({}), retry: false });
  return useMemo(() => {
    if (!data) return undefined;
    const byRole = new Map<number, PermissionSet>();
    for (const grant of data) byRole.set(grant.role_id, { ...byRole.get(grant.role_id), [grant.module]: grant.actions });
    return byRole;
  }, [data]);
};
