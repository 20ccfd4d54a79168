import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/http/listTotal';

/**
 * The plan of a query with sequential scans ruled out: names the index when one can serve it. The
 * seeded tables are small enough that the planner rightly reads them whole, so a plan with seq scans
 * allowed says nothing about whether an index fits the condition.
 */
export const planOf = (db: Database, query: Parameters<Database['execute']>[0]) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
