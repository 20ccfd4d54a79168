import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { satisfiesRole, type AccessSubject, type RoleName } from '@domain/permissions';
import { storedUserRole } from '../providers/session';

/** Sends users whose role fails the rule to /pages/not-authorized (spec section 6). */
export const RequireRole = ({ role, children }: { role: RoleName; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<AccessSubject>();
  if (isPending) return null;
  const current = permissions?.role ?? storedUserRole();
  return satisfiesRole(current, role) ? children : <Navigate to="/pages/not-authorized" replace />;
};
