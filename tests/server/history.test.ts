import { expect, it } from 'vitest';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import { history } from '../../server/db/schema';
import { createIn, limitedStaffToken, PRODUCT_API, uniqueWord } from './catalogueApi';
import { createEmployee, EMPLOYEE_API } from './employeeApi';
import { describeEachDatabase, type TestServer } from './harness';
import { NOT_RECORDS, WRITE_CASES } from './historyWrites';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const historyCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(history))[0]!.n;
const latestRow = async (server: TestServer) => (await server.database.db.select().from(history).orderBy(desc(history.id)).limit(1))[0]!;

describeEachDatabase('History of every write', (server) => {
  // One sign-in for the write cases (each costs an argon2 verification): none of them signs the admin out.
  let adminToken: Promise<string> | undefined;
  const signedInAdmin = () => (adminToken ??= server().tokenFor('admin'));

  it('walks the route table: every write route has a case below, or changes no record', () => {
    const writeRoutes = server()
      .app.apiRoutes.filter((route) => WRITE_METHODS.includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(writeRoutes.filter((route) => !NOT_RECORDS.includes(route)).sort()).toEqual(WRITE_CASES.map((c) => c.route).sort());
  });

  for (const { route, succeeds, fails } of WRITE_CASES) it(`${route} leaves exactly one History row with its diff, and none when refused`, async () => {
    const token = await signedInAdmin();
    const method = route.split(' ')[0] as 'POST';
    const { call, expect: expected } = await succeeds(server(), token);
    const before = await historyCount(server());
    const done = await server().request(token, { method, ...call });
    expect(done.statusCode, done.body).toBeLessThan(300);
    expect((await historyCount(server())) - before).toBe(1);
    const { partial, ...wanted } = expected(done.json());
    const row = await latestRow(server());
    const got = { entity: row.entity, entity_id: row.entity_id, action: row.action, changes: row.changes };
    if (partial) expect(got).toMatchObject(wanted);
    else expect(got).toEqual(wanted);
    expect(row.actor_id).toBeGreaterThan(0);

    const refused = await fails(server(), token);
    const beforeRefused = await historyCount(server());
    const answer = await server().request(token, { method, ...refused });
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect((await historyCount(server())) - beforeRefused).toBe(0);
  });

  it('keeps secrets out: passwords and bank account numbers are recorded as changed, without values', async () => {
    const token = await server().tokenFor('admin');
    const employee = await createEmployee(server(), token);
    await server().request(token, {
      method: 'PATCH',
      url: `${EMPLOYEE_API}/employee/bank-details`,
      payload: { employee_id: employee.id, bank_account_number: '998877665544', bank_pan: 'ABCDE1234F' },
    });
    const rows = await server().database.db.select().from(history).where(sql`${history.entity} = 'employees' and ${history.entity_id} = ${employee.id}`);
    const written = JSON.stringify(rows);
    expect(rows.map((row) => row.action).sort()).toEqual(['bank-details', 'create']);
    for (const secret of [employee.password, '998877665544', 'ABCDE1234F', 'argon2']) expect(written).not.toContain(secret);
  });

  it('answers a record\u2019s History newest first with who made each change, to those who may see the record', async () => {
    const admin = await server().tokenFor('admin');
    const word = uniqueWord('hist');
    const brand = await createIn(server(), admin, 'brands', { name: `Brand ${word}`, slug: word });
    await server().request(admin, { method: 'PUT', url: `${PRODUCT_API}/brands/${brand.id}`, payload: { name: `Brand ${word} renamed`, slug: word } });

    const response = await server().request(admin, { method: 'GET', url: `${PRODUCT_API}/brands/${brand.id}/history` });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { action: string; actor_name: string; at: string; changes: Record<string, unknown> }[];
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes).toEqual({ name: [`Brand ${word}`, `Brand ${word} renamed`] });
    expect(entries[0]!.actor_name).toMatch(/\S+ \S+/);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThan(0);

    const employees = await server().request(admin, { method: 'GET', url: `${EMPLOYEE_API}/employee/1/history` });
    expect(employees.json()).toMatchObject({ isSuccess: true, body: expect.any(Array) });

    const withoutBrands = await limitedStaffToken(server(), { products: ['list', 'show'] });
    expect((await server().request(withoutBrands, { method: 'GET', url: `${PRODUCT_API}/brands/${brand.id}/history` })).statusCode).toBe(403);
  });

  it('lets no route alter History, and the database refuses to update or delete its rows', async () => {
    const writesOnHistory = server().app.apiRoutes.filter((route) => WRITE_METHODS.includes(route.method) && route.url.includes('history'));
    expect(writesOnHistory).toEqual([]);

    const { db } = server().database;
    const before = await historyCount(server());
    expect(before).toBeGreaterThan(0);
    // drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (query: SQL) => db.execute(query).then(
      () => 'accepted',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(await refusal(sql`update history set action = 'forged'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from history`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate history`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await historyCount(server())).toBe(before);
  });
});
