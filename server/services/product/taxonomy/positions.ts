import { and, eq, gt, gte, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';

type Row = Record<string, unknown>;

export interface PositionedOptions {
  table: PgTable;
  position: PgColumn;
  /** Rows are ordered within this column's value (a collection's products, a category's children). */
  scope?: PgColumn;
}

/**
 * A registerCrud `beforeWrite` that keeps rows ordered: a new row without a position goes last, and a
 * row given a position takes it while the rows between its old and new place shift by one. This lets
 * the console reorder with one atomic call per move.
 */
export const keepPositions = ({ table, position, scope }: PositionedOptions) => {
  const inScope = (value: unknown): SQL | undefined =>
    scope ? (value === null || value === undefined ? sql`${scope} is null` : eq(scope, value)) : undefined;
  const shift = (tx: Executor, where: SQL | undefined, by: 1 | -1) =>
    tx
      .update(table)
      .set({ [position.name]: sql`${position} + ${by}` } as never)
      .where(where);

  return async (tx: Executor, values: Row, existing: Row | undefined): Promise<Row> => {
    const scopeValue = scope ? (scope.name in values ? values[scope.name] : existing?.[scope.name]) : undefined;
    const requested = values[position.name] as number | undefined;
    const movedScope = existing && scope ? existing[scope.name] !== scopeValue : false;
    if (!existing || movedScope) {
      if (requested === undefined) {
        const [last] = await tx.select({ last: max(position) }).from(table).where(inScope(scopeValue));
        return { ...values, [position.name]: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1 };
      }
      await shift(tx, and(inScope(scopeValue), gte(position, requested)), 1);
      return values;
    }
    const current = existing[position.name] as number;
    if (requested === undefined || requested === current) return values;
    if (requested < current) await shift(tx, and(inScope(scopeValue), gte(position, requested), lt(position, current)), 1);
    else await shift(tx, and(inScope(scopeValue), gt(position, current), lte(position, requested)), -1);
    return values;
  };
};
