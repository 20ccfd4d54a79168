import { integer, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** A row's id, numbered by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required reference to another table's row; onDelete says what deleting that row does to this one (no action: refused). */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** Columns every entity carries (DESIGN section 4). */
export const entityColumns = () => ({
  id: identityId(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
});
