import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { employees, roles } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';

/** What any list shows of an employee (with its role's name): never the password hash, nor bank details. */
export const LIST_COLUMNS = {
  id: employees.id,
  first_name: employees.first_name,
  last_name: employees.last_name,
  email: employees.email,
  mobile: employees.mobile,
  role_id: employees.role_id,
  is_super_admin: employees.is_super_admin,
  status: employees.status,
  profile_image: employees.profile_image,
  designation: employees.designation,
  joining_date: employees.joining_date,
  city: employees.city,
  created_at: employees.created_at,
  updated_at: employees.updated_at,
} satisfies Record<string, PgColumn>;

/** The full record (every part) of one employee, still without the password hash. */
export const FULL_COLUMNS = {
  ...LIST_COLUMNS,
  role_name: roles.name,
  created_by: employees.created_by,
  dob: employees.dob,
  gender: employees.gender,
  address_line1: employees.address_line1,
  address_line2: employees.address_line2,
  state: employees.state,
  pincode: employees.pincode,
  country: employees.country,
  bank_holder: employees.bank_holder,
  bank_name: employees.bank_name,
  bank_account_number: employees.bank_account_number,
  bank_ifsc: employees.bank_ifsc,
  bank_pan: employees.bank_pan,
};

export const findFullEmployee = async (db: Database, id: number) => {
  const [row] = await db
    .select(FULL_COLUMNS)
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.role_id))
    .where(eq(employees.id, id));
  if (!row) throw notFound('server.employee_not_found');
  return row;
};

/**
 * Locks the employee's row for the rest of the transaction and returns it. Changes to accounts are
 * serialised first: disabling or demoting a super admin locks every active super admin as well
 * (ensureAnotherSuperAdmin), and two such changes crossing each other (two super admins disabling
 * each other) would otherwise each hold one row and wait for the other's.
 */
export const lockEmployee = async (tx: Executor, id: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employee accounts'))`);
  const [row] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
  if (!row) throw notFound('server.employee_not_found');
  return row;
};

/**
 * Nobody may disable or demote the last active super admin, or nobody could manage roles any more.
 * The active super admins are locked so two concurrent demotions cannot both pass.
 */
export const ensureAnotherSuperAdmin = async (tx: Executor, employeeId: number) => {
  const active = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.is_super_admin, true), eq(employees.status, 'active')))
    .for('update');
  if (active.some((row) => row.id === employeeId) && active.length <= 1) {
    throw new HttpError(409, 'last_super_admin', { key: 'server.last_super_admin' });
  }
};

/** 400 on role_id when it names no role, rather than a foreign-key conflict. */
export const ensureRoleExists = async (db: Executor, roleId: number) => {
  const [row] = await db.select({ n: count() }).from(roles).where(eq(roles.id, roleId));
  if (!row?.n) throw badRequest({ key: 'server.invalid_fields' }, { role_id: { key: 'server.choose_existing_role' } });
};
