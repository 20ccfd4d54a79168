import { and, count, eq, getTableColumns, getTableName, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';

type Row = Record<string, unknown>;

export interface PositionedOptions {
  table: PgTable;
  position: PgColumn;
  /** Rows are ordered within this column's value (a collection's products, a category's children). */
  scope?: PgColumn;
}

/** The registerCrud hooks (lockFirst, beforeWrite, beforeDelete) that keep one table's rows ordered, and a repair for other paths. */
export interface OrderedList {
  lockFirst: (tx: Executor, target: { id?: number; values?: Row }) => Promise<void>;
  beforeWrite: (tx: Executor, values: Row, existing: Row | undefined) => Promise<Row>;
  beforeDelete: (tx: Executor, existing: Row) => Promise<void>;
  /** Numbers one list 0, 1, 2, … again in its current order (after rows left it other ways: a cascade, a replacement). */
  renumber: (tx: Executor, scopeValue: unknown) => Promise<void>;
}

/**
 * Keeps rows ordered 0, 1, 2, … within their scope: a new row without a position goes last, a row
 * given a position takes it (clamped to the list) while the rows between its old and new place
 * shift by one, and a row leaving the list closes its gap. This lets the console reorder with one
 * atomic call per move.
 *
 * Concurrent writes to one list are serialised by a transaction-scoped advisory lock keyed by the
 * table and the scope value, taken before any row of the list is locked (registerCrud's lockFirst),
 * so every writer takes its locks in the same order: no lost shift, no deadlock. PGlite runs one
 * transaction at a time, and the same statements run there.
 */
export const keepPositions = ({ table, position, scope }: PositionedOptions): OrderedList => {
  const tableKey = getTableName(table);
  const idColumn = getTableColumns(table).id!;
  const scopeOf = (values: Row | undefined, existing?: Row): unknown =>
    scope && values && scope.name in values ? values[scope.name] : existing?.[scope?.name ?? ''];
  const inScope = (value: unknown): SQL | undefined =>
    scope ? (value === null || value === undefined ? sql`${scope} is null` : eq(scope, value)) : undefined;
  const shift = (tx: Executor, where: SQL | undefined, by: 1 | -1) =>
    tx
      .update(table)
      .set({ [position.name]: sql`${position} + ${by}` } as never)
      .where(where);
  const sizeOf = async (tx: Executor, scopeValue: unknown) =>
    (await tx.select({ n: count() }).from(table).where(inScope(scopeValue)))[0]?.n ?? 0;
  const clamp = (requested: number, last: number) => Math.max(0, Math.min(requested, last));
  const closeGap = (tx: Executor, row: Row) => shift(tx, and(inScope(row[scope?.name ?? '']), gt(position, row[position.name])), -1);

  const renumber: OrderedList['renumber'] = async (tx, scopeValue) => {
    await tx.execute(sql`
      update ${table} set ${sql.identifier(position.name)} = ranked.place
      from (
        select ${idColumn} as id, row_number() over (order by ${position}, ${idColumn}) - 1 as place
        from ${table} where ${inScope(scopeValue) ?? sql`true`}
      ) ranked
      where ${idColumn} = ranked.id and ${position} <> ranked.place`);
  };

  const lockFirst: OrderedList['lockFirst'] = async (tx, { id, values }) => {
    const lists = new Map<number, unknown>();
    if (scope && id !== undefined) {
      const [current] = await tx.select({ scope }).from(table).where(eq(idColumn, id));
      if (current) lists.set(Number(current.scope ?? 0), current.scope);
    }
    const target = scopeOf(values);
    if (!scope || target !== undefined || id === undefined) lists.set(Number(target ?? 0), target ?? null);
    // Both lists of a move between scopes, always in ascending order.
    for (const [key, scopeValue] of [...lists].sort(([a], [b]) => a - b)) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${tableKey}), ${key}::int)`);
      // Heals a list that rows left without passing here (a deleted product's picks), so every write starts from 0..n-1.
      await renumber(tx, scopeValue);
    }
  };

  const beforeWrite: OrderedList['beforeWrite'] = async (tx, values, existing) => {
    const scopeValue = scopeOf(values, existing);
    const requested = values[position.name] as number | undefined;
    const movedScope = existing && scope ? existing[scope.name] !== scopeValue : false;
    if (!existing || movedScope) {
      if (existing) await closeGap(tx, existing);
      const size = await sizeOf(tx, scopeValue);
      if (requested === undefined) return { ...values, [position.name]: size };
      const placed = clamp(requested, size);
      await shift(tx, and(inScope(scopeValue), gte(position, placed)), 1);
      return { ...values, [position.name]: placed };
    }
    const current = existing[position.name] as number;
    if (requested === undefined) return values;
    const placed = clamp(requested, (await sizeOf(tx, scopeValue)) - 1);
    if (placed < current) await shift(tx, and(inScope(scopeValue), gte(position, placed), lt(position, current)), 1);
    if (placed > current) await shift(tx, and(inScope(scopeValue), gt(position, current), lte(position, placed)), -1);
    return { ...values, [position.name]: placed };
  };

  const beforeDelete: OrderedList['beforeDelete'] = async (tx, existing) => {
    await closeGap(tx, existing);
  };

  return { lockFirst, beforeWrite, beforeDelete, renumber };
};
