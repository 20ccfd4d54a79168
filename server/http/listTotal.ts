import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { contentRange } from './listQuery';

/**
 * The total of a list page on a big table without count(*) over the whole table (PGlite runs one
 * query at a time, so a full count would stall every other request):
 * - the planner's estimate of the matching rows comes from EXPLAIN, which plans but never executes,
 *   and is reused for 30 s for the same query;
 * - when that estimate is at most `cap`, rows are counted exactly, never more than `cap` + 1 of them
 *   (an estimate is often far off: 1,794 for 2,633 customers), and a count within the cap is the total;
 * - otherwise the total is the estimate, raised to at least `cap` + 1 and to one row past this page
 *   so react-admin always offers the next page, and marked `estimated`: the console says "about".
 */
export interface ListTotal {
  total: number;
  /** A planner's estimate, not a count: shown as "about", never used to count work. */
  estimated?: true;
}

export type CountRows = (db: Database, table: PgTable, where: SQL | undefined, seen: number) => Promise<ListTotal>;

/** The header that tells the console a list's total is an estimate (exposed to it by CORS). */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Estimated';

/** A list's range and total headers. */
export const setListTotal = (reply: FastifyReply, resource: string, offset: number, rows: number, { total, estimated }: ListTotal) => {
  reply.header('Content-Range', contentRange(resource, offset, rows, total));
  if (estimated) reply.header(TOTAL_ESTIMATED_HEADER, 'true');
};

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

/** A page that is not full (and not past the end) already tells the total: `count` runs otherwise. */
export const pageTotal = (offset: number, limit: number, answered: number, count: (seen: number) => Promise<ListTotal>): Promise<ListTotal> => {
  const seen = offset + answered;
  return answered < limit && (answered > 0 || offset === 0) ? Promise.resolve({ total: seen }) : count(seen);
};

export const exactCount: CountRows = async (db, table, where) => {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return { total: row?.total ?? 0 };
};

export const cappedCount = async (db: Database, table: PgTable, where: SQL | undefined, cap: number): Promise<number> => {
  const limited = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1);
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${limited}) as limited`));
  return Number(row?.total ?? 0);
};

/** Recent estimates by query: list pages repeat their filters, and a total a few seconds old is fine. */
const ESTIMATE_TTL_MS = 30_000;
const recentEstimates = new Map<string, { at: number; estimate: number }>();

const cachedEstimate = async (db: Database, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const hit = recentEstimates.get(key);
  if (hit && now - hit.at < ESTIMATE_TTL_MS) return hit.estimate;
  const estimate = await plannerEstimate(db, query);
  if (recentEstimates.size >= 1000) recentEstimates.clear();
  recentEstimates.set(key, { at: now, estimate });
  return estimate;
};

/** Lists count exactly up to this many matching rows; past it they show an estimate, as "about". */
export const EXACT_TOTAL_CAP = 10_000;

export const estimatedCount =
  (cap = EXACT_TOTAL_CAP): CountRows =>
  async (db, table, where, seen) => {
    const estimate = await cachedEstimate(db, db.select({ one: sql`1` }).from(table).where(where));
    // Past the cap at least cap + 1 rows exist, whatever stale statistics estimated.
    const floor = estimate <= cap ? await cappedCount(db, table, where, cap) : cap + 1;
    return floor <= cap ? { total: floor } : { total: Math.max(estimate, floor, seen + 1), estimated: true };
  };
