import { expect, it } from 'vitest';
import { arrayContains } from 'drizzle-orm';
import { customers } from '../../server/db/schema';
import { estimatedCount } from '../../server/http/listTotal';
import { uniqueWord } from './catalogueApi';
import { CUSTOMERS, newCustomer } from './customerApi';
import { describeEachDatabase } from './harness';

/** Issue 37: "1-10 of 1,794" with 2,633 customers: a list's total is exact up to 10,000 rows, and says when it is an estimate. */
describeEachDatabase('list totals', (server) => {
  const insertTagged = async (tag: string, count: number) => {
    const { db } = server().database;
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, index) => {
        const { addresses: _none, mobile: _mobile, ...row } = newCustomer(`${tag}${start + index}`, { addresses: [] });
        return { ...row, tags: [tag], email: `total.${tag}.${start + index}@example.in` };
      });
      // Written directly: thousands of creates through the API would take the test's time for nothing.
      await db.insert(customers).values(rows);
    }
  };
  const firstPage = async (tag: string) => {
    const token = await server().tokenFor('editor');
    const query = new URLSearchParams({ filter: JSON.stringify({ tags: [tag] }), range: '[0,9]' });
    return server().request(token, { method: 'GET', url: `${CUSTOMERS}?${query}` });
  };

  it('counts a list exactly when it holds up to 10,000 rows, whatever the planner estimated', async () => {
    const tag = uniqueWord('tot');
    await insertTagged(tag, 2_633);
    const response = await firstPage(tag);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('customers 0-9/2633');
    expect(response.headers['x-total-estimated']).toBeUndefined();
  }, 120_000);

  it('past the cap, answers an estimate of at least cap + 1 rows and says it is one', async () => {
    const tag = uniqueWord('big');
    await insertTagged(tag, 120);
    const { db } = server().database;
    const where = arrayContains(customers.tags, [tag]);
    expect(await estimatedCount(500)(db, customers, where, 10)).toEqual({ total: 120 });
    const estimated = await estimatedCount(50)(db, customers, where, 10);
    expect(estimated.estimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(50);
  });

  it('marks an estimated total on the list answer', async () => {
    const tag = uniqueWord('many');
    await insertTagged(tag, 10_050);
    const response = await firstPage(tag);
    expect(response.headers['x-total-estimated']).toBe('true');
    expect(Number(String(response.headers['content-range']).split('/')[1])).toBeGreaterThan(10_000);
  }, 180_000);
});
