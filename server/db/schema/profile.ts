import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { identityId, partOf } from './columns';

/** The console pages an employee starred (at most STARRED_PAGES_LIMIT): first in their search and on their profile. */
export const starredPages = pgTable(
  'starred_pages',
  {
    id: identityId(),
    employee_id: partOf('employee_id', () => employees.id),
    /** A console path of the spec's route table, e.g. /apps/orders/list. */
    path: text('path').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('starred_pages_employee_path').on(t.employee_id, t.path), index('starred_pages_employee').on(t.employee_id, t.id)],
);

/** An employee's own choices, applied when they sign in: absent until they choose. */
export const employeePreferences = pgTable(
  'employee_preferences',
  {
    employee_id: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    language: text('language'),
    theme: text('theme'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('employee_preferences_theme_known', sql`${t.theme} is null or ${t.theme} in ('light', 'dark')`)],
);
