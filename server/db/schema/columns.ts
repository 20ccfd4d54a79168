import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every entity carries (DESIGN section 4). */
export const entityColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
});
