import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { recordChanges } from '../history/recordChange';
import { insertMany } from '../db/insertMany';
import { differs } from './prepareHelpers';

type Row = Record<string, unknown>;

/**
 * An import batch's write: rows upserted by their natural key (locked first, so two imports of one key
 * queue), only changed ones updated, and one History row per record created or changed.
 */
export const upsertByKey = async <Data extends Row>(
  tx: Executor,
  actor: number | null,
  target: { table: PgTable; key: PgColumn; keyOf: (data: Data) => string; entity: string; compared: readonly (keyof Data & string)[] },
  rows: Data[],
) => {
  if (!rows.length) return { new: 0, updated: 0, unchanged: 0 };
  const keyName = target.key.name;
  const stored = (await tx.select().from(target.table).where(inArray(target.key, rows.map(target.keyOf))).for('update')) as Row[];
  const before = new Map(stored.map((row) => [row[keyName] as string, row]));
  const creates = rows.filter((row) => !before.has(target.keyOf(row)));
  const updates = rows.filter((row) => {
    const known = before.get(target.keyOf(row));
    return known && differs(known, row, target.compared);
  });
  const created = await insertMany(
    tx,
    target.table,
    creates.map((row) => ({ ...row, created_by: actor })),
  );
  const updated: Row[] = [];
  for (const row of updates) {
    const [after] = (await tx
      .update(target.table)
      .set({ ...row, updated_at: sql`now()` })
      .where(eq(target.key, target.keyOf(row)))
      .returning()) as Row[];
    updated.push(after!);
  }
  await recordChanges(tx, actor, target.entity, [
    ...created.map((after) => ({ id: after.id as number, after })),
    ...updated.map((after) => ({ id: after.id as number, before: before.get(after[keyName] as string), after })),
  ]);
  return { new: created.length, updated: updated.length, unchanged: rows.length - created.length - updated.length };
};
