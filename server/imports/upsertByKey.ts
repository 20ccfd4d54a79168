import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { recordChanges } from '../history/recordChange';
import { insertMany } from '../db/insertMany';
import { isOneOf } from '../db/oneOf';
import { differs } from './prepareHelpers';
import { isRecordedField, type HistoryOrigin } from '@domain/history';

type Row = Record<string, unknown>;

/**
 * An import batch's write: rows upserted by their natural key and one History row per record created
 * or changed. New keys go in with one statement, which passes over a key taken by now (another import,
 * a second run of the file) and answers only the id and the defaults History records; rows whose
 * key exists are locked, and only changed ones updated. `origins[i]` is where `rows[i]` came from.
 */
export const upsertByKey = async <Data extends Row>(
  tx: Executor,
  actor: number | null,
  target: { table: PgTable; key: PgColumn; entity: string; compared: readonly (keyof Data & string)[] },
  rows: Data[],
  origins: readonly HistoryOrigin[] = [],
) => {
  if (!rows.length) return { new: 0, updated: 0, unchanged: 0 };
  const columns = Object.entries(getTableColumns(target.table));
  // Rows, stored and given, carry fields by the columns' keys.
  const keyName = columns.find(([, column]) => column === target.key)![0];
  const keyOf = (row: Row) => row[keyName] as string;
  const written = rows.map((row) => ({ ...row, created_by: actor }));
  // What History needs back: the id, and the recorded columns the database filled (defaults).
  const filled = columns.map(([key]) => key).filter((key) => isRecordedField(key) && written.every((row) => row[key] === undefined));
  const answered = await insertMany(tx, target.table, written, { returning: ['id', keyName, ...filled], skipTaken: sql`${sql.identifier(target.key.name)}` });
  const byKey = new Map(written.map((row) => [keyOf(row), row]));
  const originOf = new Map(rows.map((row, index) => [keyOf(row), origins[index]]));
  const created = answered.map((defaults) => ({ ...byKey.get(keyOf(defaults)), ...defaults }));

  const createdKeys = new Set(answered.map(keyOf));
  const existing = rows.filter((row) => !createdKeys.has(keyOf(row)));
  const stored = existing.length
    ? ((await tx.select().from(target.table).where(isOneOf(target.key, existing.map(keyOf))).for('update')) as Row[])
    : [];
  const before = new Map(stored.map((row) => [keyOf(row), row]));
  const updated: Row[] = [];
  for (const row of existing) {
    const known = before.get(keyOf(row));
    if (!known || !differs(known, row, target.compared)) continue;
    const [after] = (await tx
      .update(target.table)
      .set({ ...row, updated_at: sql`now()` })
      .where(eq(target.key, keyOf(row)))
      .returning()) as Row[];
    updated.push(after!);
  }
  await recordChanges(tx, actor, target.entity, [
    ...created.map((after) => ({ id: after.id as number, after, origin: originOf.get(keyOf(after)) })),
    ...updated.map((after) => ({ id: after.id as number, before: before.get(keyOf(after)), after, origin: originOf.get(keyOf(after)) })),
  ]);
  return { new: created.length, updated: updated.length, unchanged: rows.length - created.length - updated.length };
};
