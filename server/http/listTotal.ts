import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * The total of a list page on a big table without count(*) over the whole table (PGlite runs one
 * query at a time, so a full count would stall every other request):
 * - the planner's estimate of the matching rows comes from EXPLAIN, which plans but never executes;
 * - when that estimate is small, rows are counted exactly, but never more than `cap` of them;
 * - otherwise the estimate is the total, raised to at least one row past this page so react-admin
 *   always offers the next page. Deep pages past the real end come back empty.
 */
export type CountRows = (db: Database, table: PgTable, where: SQL | undefined, seen: number) => Promise<number>;

/** Rows of db.execute: PGlite answers { rows }, postgres-js an array. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

type PlanRow = Record<string, unknown>;

export const plannerEstimate = async (db: Database, query: SQLWrapper): Promise<number> => {
  const [row] = rowsOf<PlanRow>(await db.execute(sql`explain (format json) ${query}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
};

export const exactCount: CountRows = async (db, table, where) => {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.total ?? 0;
};

export const cappedCount = async (db: Database, table: PgTable, where: SQL | undefined, cap: number): Promise<number> => {
  const limited = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1);
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${limited}) as limited`));
  return Number(row?.total ?? 0);
};

export const estimatedCount =
  (cap = 1000): CountRows =>
  async (db, table, where, seen) => {
    const estimate = await plannerEstimate(db, db.select({ one: sql`1` }).from(table).where(where));
    if (estimate <= cap) {
      const counted = await cappedCount(db, table, where, cap);
      if (counted <= cap) return counted;
    }
    return Math.max(estimate, seen + 1);
  };
