import { count, eq } from 'drizzle-orm';
import type { EmployeePart } from '@domain/employee';
import type { Executor } from '../../db/client';
import { employees, mediaFiles } from '../../db/schema';
import type { StaffContext } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { badRequest } from '../../http/errors';
import { mediaIdOf } from '@domain/media';
import { ensureAnotherSuperAdmin, ensureRoleExists } from './employeeRecords';
import { ensureMaySetPassword, ensureRoleAssignable } from './employeePrivileges';

type EmployeeRow = typeof employees.$inferSelect;
type Changes = Partial<typeof employees.$inferInsert>;

interface PartUpdate {
  part: EmployeePart;
  staff: StaffContext;
  existing: EmployeeRow;
  values: Record<string, unknown>;
}

const accountChanges = async (tx: Executor, { staff, existing, values }: PartUpdate): Promise<Changes> => {
  if (typeof values.role_id === 'number') await ensureRoleExists(tx, values.role_id);
  await ensureRoleAssignable(tx, staff, existing, values);
  const superAdmin = values.is_super_admin;
  if (superAdmin === false && existing.is_super_admin && existing.status === 'active') await ensureAnotherSuperAdmin(tx, existing.id);
  return values as Changes;
};

/**
 * Staff with employees.edit set the passwords of those whose rights they hold; changing one's own
 * needs the current password.
 */
const passwordChanges = async (tx: Executor, { staff, existing, values }: PartUpdate): Promise<Changes> => {
  await ensureMaySetPassword(tx, staff, existing);
  if (staff.id === existing.id) {
    const current = typeof values.current_password === 'string' ? values.current_password : '';
    if (!(await verifyPassword(existing.password_hash, current))) {
      throw badRequest({ key: 'server.invalid_fields' }, { current_password: { key: 'server.current_password_incorrect' } });
    }
  }
  return { password_hash: await hashPassword(String(values.password)) };
};

const profileImageChanges = async (tx: Executor, { values }: PartUpdate): Promise<Changes> => {
  const url = values.profile_image;
  if (typeof url === 'string') {
    const [row] = await tx.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.id, mediaIdOf(url)));
    if (!row?.n) throw badRequest({ key: 'server.invalid_fields' }, { profile_image: { key: 'server.upload_through_media' } });
  }
  return values as Changes;
};

/** Checks the business rules of one PATCH part and returns the columns it changes. */
export const applyPartRules = (tx: Executor, update: PartUpdate): Promise<Changes> => {
  switch (update.part) {
    case 'account':
      return accountChanges(tx, update);
    case 'password':
      return passwordChanges(tx, update);
    case 'profile-image':
      return profileImageChanges(tx, update);
    default:
      return Promise.resolve(update.values as Changes);
  }
};
