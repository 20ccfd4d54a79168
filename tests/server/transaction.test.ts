import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { conditions } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { databaseKinds, startTestServer } from './harness';

/** Only PostgreSQL runs two transactions at once, so only there can they deadlock. */
describe.runIf(databaseKinds().includes('postgres'))('inTransaction on PostgreSQL', () => {
  let current: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    current = await startTestServer('postgres');
  });
  afterAll(async () => current?.close());

  it('runs again the transaction PostgreSQL chose as a deadlock victim, and both commit', async () => {
    const { db } = current!.server.database;
    const [a, b] = await db.select({ id: conditions.id }).from(conditions).orderBy(conditions.id).limit(2);
    let runs = 0;
    let firstLocks = 0;
    let bothLocked: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    // Each locks one row, waits until the other has locked its own, then wants the other's: a deadlock.
    const crossing = (first: number, second: number) =>
      inTransaction(db, async (tx) => {
        runs++;
        await tx.update(conditions).set({ description: sql`${conditions.description}` }).where(eq(conditions.id, first));
        if (++firstLocks === 2) bothLocked();
        await barrier;
        await tx.update(conditions).set({ description: sql`${conditions.description}` }).where(eq(conditions.id, second));
        return first;
      });
    expect(await Promise.all([crossing(a!.id, b!.id), crossing(b!.id, a!.id)])).toEqual([a!.id, b!.id]);
    expect(runs).toBe(3);
  });

  it('does not run again a transaction that failed for another reason', async () => {
    const { db } = current!.server.database;
    let runs = 0;
    const failing = inTransaction(db, async (tx) => {
      runs++;
      await tx.execute(sql`select 1/0`);
    });
    await expect(failing).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
