import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { createPostgresDatabase, databaseKinds } from './harness';

/**
 * DATABASE_READ_URL: lists read from the replica, writes stay on the primary. The "replica" here is a
 * second pool on the same database; each handle reports the queries it ran (a threshold of 0 ms).
 */
const describeOnPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

describeOnPostgres('a read replica for lists', () => {
  let drop: () => Promise<void>;
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let app: FastifyInstance;
  const ranOn = { primary: [] as string[], replica: [] as string[] };

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    primary = await openDatabase({ url: pg.url });
    replica = await openDatabase({ url: pg.url });
    app = await buildApp({ database: primary, readDatabase: replica, authSecret: 'test-secret-for-signing-tokens-0123456789' });
    primary.watchSlowQueries(0, (query) => ranOn.primary.push(query.sql));
    replica.watchSlowQueries(0, (query) => ranOn.replica.push(query.sql));
  });

  afterAll(async () => {
    await app?.close();
    await primary?.close();
    await replica?.close();
    await drop?.();
  });

  it('sends a list to the replica and a write to the primary', async () => {
    const login = await app.inject({ method: 'POST', url: '/svc/employee/api/v1/employee/login/email', payload: DEMO_ACCOUNTS.admin });
    const headers = { authorization: `Bearer ${login.json().body.token as string}` };
    ranOn.primary.length = 0;
    ranOn.replica.length = 0;
    const list = await app.inject({ method: 'GET', url: '/svc/product/warehouses?range=[0,9]', headers });
    expect(list.statusCode).toBe(200);
    expect(ranOn.replica.some((text) => /from "warehouses"/.test(text))).toBe(true);
    expect(ranOn.primary.some((text) => /from "warehouses"/.test(text))).toBe(false);

    ranOn.replica.length = 0;
    const created = await app.inject({ method: 'POST', url: '/svc/product/warehouses', headers, payload: { name: 'Replica Hub', code: 'REPL1', pincode: '400001', city: 'Mumbai' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(ranOn.replica).toEqual([]);
  });
});
