import { boolean, integer, text, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** A row's id, numbered by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required reference to another table's row; onDelete says what deleting that row does to this one (no action: refused). */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A required reference to the row this one is part of (an order's line, a role's permission): deleted with that row. */
export const partOf = (name: string, target: () => AnyPgColumn) => requiredReference(name, target, 'cascade');

/** Columns every entity carries (DESIGN section 4). */
export const entityColumns = () => ({
  id: identityId(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
});

/**
 * When an append-only log's entry (History, the stock ledger) was made, and by which employee (null:
 * the system; their name is read from employees when shown).
 */
export const logStamp = () => ({
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actor_id: integer('actor_id'),
});

/** Text a form may leave out: stored as '' rather than null. */
const blankText = (name: string) => text(name).notNull().default('');

/**
 * Columns of a physical site (a store, a warehouse): its name and unique code, its details (address
 * lines, phone, ...) as text columns in the order named, and whether it is in use (switched off rather
 * than deleted while orders and stock name it).
 */
export const siteColumns = <Detail extends string>(...details: Detail[]) => ({
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  ...(Object.fromEntries(details.map((detail) => [detail, blankText(detail)])) as Record<Detail, ReturnType<typeof blankText>>),
  is_active: boolean('is_active').notNull().default(true),
});
