import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { entityColumns, partOf, requiredReference } from './columns';

export const roles = pgTable('roles', {
  ...entityColumns(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

/** One row per role and module: the actions that role may take on it. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ...entityColumns(),
    role_id: partOf('role_id', () => roles.id),
    module: text('module').notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [uniqueIndex('role_permissions_role_module').on(t.role_id, t.module)],
);

export const employees = pgTable(
  'employees',
  {
    ...entityColumns(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    role_id: requiredReference('role_id', () => roles.id),
    is_super_admin: boolean('is_super_admin').notNull().default(false),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    profile_image: text('profile_image'),
    password_hash: text('password_hash').notNull(),
    dob: date('dob'),
    gender: text('gender'),
    designation: text('designation'),
    joining_date: date('joining_date'),
    address_line1: text('address_line1'),
    address_line2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    country: text('country'),
    bank_holder: text('bank_holder'),
    bank_name: text('bank_name'),
    bank_account_number: text('bank_account_number'),
    bank_ifsc: text('bank_ifsc'),
    bank_pan: text('bank_pan'),
    /** What the list's `q` searches, kept by PostgreSQL and indexed for trigram ILIKE. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`first_name || ' ' || last_name || ' ' || email || ' ' || mobile || ' ' || coalesce(designation, '')`,
    ),
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(t.email),
    index('employees_role').on(t.role_id),
    index('employees_status').on(t.status),
    index('employees_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
