import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { customers, orders } from '../../server/db/schema';
import { checkBooks } from '../../server/services/books/checkBooks';
import { openStockedCarts } from '../../server/db/seed/openCarts';
import { CUSTOMERS, newCustomer } from './customerApi';
import { uniqueWord } from './catalogueApi';
import { createPostgresDatabase, databaseKinds } from './harness';
import { startMain } from './serverProcesses';

/**
 * `--workers 4` on PostgreSQL with one worker SIGKILLed under a mixed load of staff writes (new customers,
 * checkouts) and reads: every write a worker acknowledged is in the database afterwards, the cluster goes
 * on answering and starts a replacement, a checkout whose answer was lost places once when retried with its
 * key, and the books check finds nothing.
 */
const LOOPS = 12;
/** Acknowledged writes before the kill, and after the replacement serves. */
const WRITES_BEFORE = 40;
const WRITES_AFTER = 40;
const CARTS = 600;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Open carts of one piece each, on variants stocked in a warehouse of the test's own. */
const openCarts = (db: Database) =>
  openStockedCarts(db, { code: uniqueWord('K').toUpperCase().replace(/[^A-Z0-9]/g, ''), name: 'Kill', count: CARTS, variantCount: 5 });

it.runIf(databaseKinds().includes('postgres'))(
  'loses no acknowledged write when one of four workers is killed under load, and the books stay clean',
  async () => {
    const pg = await createPostgresDatabase();
    const database = await openDatabase({ url: pg.url });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // Every base, the maps one too: the primary builds the pincode index once for the four workers.
    const server = startMain(['--workers', '4'], { DATABASE_URL: pg.url, PORT: String(port), FILES_DIR: tmpdir() });
    const servingCount = (lines: string[]) => lines.filter((line) => /^worker \d+ serving$/.test(line)).length;
    try {
      const { warehouseId, cartIds } = await openCarts(database.db);
      await server.seen((lines) => servingCount(lines) === 4);
      const login = await fetch(`${origin}/svc/employee/api/v1/employee/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ACCOUNTS.admin),
      });
      const { token } = ((await login.json()) as { body: { token: string } }).body;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

      const acknowledged = { customers: [] as number[], orders: [] as number[] };
      const unanswered: { cartId: number; key: string }[] = [];
      /** Answers other than success: none is expected, a killed worker's requests are cut off, not refused. */
      const refusals: string[] = [];
      let failures = 0;
      let stopping = false;
      // Resolves the first waiter whose count of acknowledged writes has been reached.
      const waiters: { count: number; resolve: () => void }[] = [];
      const writes = () => acknowledged.customers.length + acknowledged.orders.length;
      const acknowledge = () => {
        for (const waiter of waiters.filter((w) => writes() >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      };
      const writesReach = (count: number) => new Promise<void>((resolve) => (writes() >= count ? resolve() : waiters.push({ count, resolve })));

      let nextCart = 0;
      const step = async (turn: number) => {
        // Once the carts are used up, every write is a new customer.
        if (turn % 3 === 0 || (turn % 3 === 1 && nextCart >= CARTS)) {
          const response = await fetch(`${origin}${CUSTOMERS}`, { method: 'POST', headers, body: JSON.stringify(newCustomer(uniqueWord('kill'))) });
          if (response.status !== 201) refusals.push(`customer: ${response.status} ${await response.text()}`);
          else acknowledged.customers.push(((await response.json()) as { id: number }).id);
        } else if (turn % 3 === 1) {
          const cartId = cartIds[nextCart++]!;
          const key = `kill-cart-${cartId}`;
          const response = await fetch(`${origin}/svc/cart/carts/${cartId}/place`, { method: 'POST', headers, body: JSON.stringify({ idempotency_key: key, warehouse_id: warehouseId }) }).catch(
            (error: unknown) => {
              unanswered.push({ cartId, key });
              throw error;
            },
          );
          if (response.status !== 201) refusals.push(`place ${cartId}: ${response.status} ${await response.text()}`);
          else acknowledged.orders.push(((await response.json()) as { id: number }).id);
        } else {
          const response = await fetch(`${origin}${CUSTOMERS}?range=[0,24]`, { headers });
          if (response.status !== 200) refusals.push(`list: ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        }
        acknowledge();
      };
      const loops = Array.from({ length: LOOPS }, async (_, loop) => {
        for (let turn = loop; !stopping; turn++) {
          // A request cut off with its worker fails here (fetch throws): it was never acknowledged.
          await step(turn).catch(() => (failures += 1));
        }
      });

      await writesReach(WRITES_BEFORE);
      const pids = server.lines.filter((line) => /^worker \d+ serving$/.test(line)).map((line) => Number(line.split(' ')[1]));
      process.kill(pids[0]!, 'SIGKILL');
      const writesAtKill = writes();
      await server.seen((lines) => servingCount(lines) === 5);
      expect(server.lines.some((line) => line.includes(`worker ${pids[0]} ended (SIGKILL); starting another`))).toBe(true);
      await writesReach(writes() + WRITES_AFTER);
      stopping = true;
      await Promise.all(loops);
      expect(writes()).toBeGreaterThanOrEqual(writesAtKill + WRITES_AFTER);

      // Every acknowledged write is there.
      const foundCustomers = await database.db.select({ id: customers.id }).from(customers).where(inArray(customers.id, acknowledged.customers));
      expect(foundCustomers).toHaveLength(acknowledged.customers.length);
      const foundOrders = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged.orders));
      expect(foundOrders).toHaveLength(acknowledged.orders.length);
      // A checkout whose answer was lost, retried with its key: placed once (201), or found placed (200).
      for (const { cartId, key } of unanswered) {
        const retried = await fetch(`${origin}/svc/cart/carts/${cartId}/place`, { method: 'POST', headers, body: JSON.stringify({ idempotency_key: key, warehouse_id: warehouseId }) });
        expect([200, 201], await retried.clone().text()).toContain(retried.status);
        expect(await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.idempotency_key, [key]))).toHaveLength(1);
      }
      expect(refusals).toEqual([]);
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      expect(await checkBooks(database.db)).toEqual([]);
      // Only what was in flight on the killed worker (a request a loop at most) went unanswered.
      expect(failures).toBeLessThanOrEqual(LOOPS);
      console.log(`cluster kill: ${writes()} writes acknowledged (${writesAtKill} before the kill), ${failures} requests cut off, ${unanswered.length} checkouts retried`);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await database.close();
      await pg.drop();
    }
  },
  // Five server processes start under tsx: 5-7 minutes at a load average of 20-30 on two cores.
  900_000,
);
