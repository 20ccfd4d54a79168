import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { employees, roles } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { PRODUCT_API, createIn, listOf, uniqueWord } from './catalogueApi';

/**
 * Writes that arrive together: on PostgreSQL they really run at once (on PGlite one transaction at
 * a time), and an ordered list must come out numbered 0, 1, 2, … with no 500 on the way.
 */
const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

/** Deterministic "random" targets, so a failure can be replayed. */
const targets = (count: number, size: number) => Array.from({ length: count }, (_, index) => (index * 7 + 3) % size);

const contiguous = (size: number) => Array.from({ length: size }, (_, index) => index);

describeEachDatabase('ordered lists under concurrent writes', (server) => {
  const put = (token: string, url: string, payload: Record<string, unknown>) => server().request(token, { method: 'PUT', url, payload });
  const post = (token: string, resource: string, payload: Record<string, unknown>) =>
    server().request(token, { method: 'POST', url: `${PRODUCT_API}/${resource}`, payload });
  const positionsOf = async (token: string, resource: string, filter: Record<string, unknown> = {}) =>
    (await listOf(server(), token, resource, { filter, sort: ['position', 'ASC'], range: [0, 999] })).rows.map((row) => row.position);

  it('30 concurrent adds and 20 concurrent moves in one collection keep positions distinct and contiguous', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('race');
    const collection = await createIn(server(), token, 'collections', { title: `Race ${word}`, slug: `race-${word}` });
    const products = (await listOf(server(), token, 'products', { range: [0, 29], sort: ['id', 'ASC'] })).rows;
    expect(products).toHaveLength(30);

    const added = await Promise.all(products.map((product) => post(token, 'collection-products', { collection_id: collection.id, product_id: product.id })));
    expect(statusesOf(added)).toEqual(products.map(() => 201));
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual(contiguous(30));

    const rows = added.map((response) => response.json() as { id: number });
    const moves = await Promise.all(
      targets(20, 30).map((position, index) => put(token, `${PRODUCT_API}/collection-products/${rows[index]!.id}`, { position })),
    );
    expect(statusesOf(moves)).toEqual(moves.map(() => 200));
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual(contiguous(30));

    // Removals close their gaps, also when they arrive together with moves.
    const mixed = await Promise.all([
      ...rows.slice(0, 5).map((row) => server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collection-products/${row.id}` })),
      ...rows.slice(5, 15).map((row, index) => put(token, `${PRODUCT_API}/collection-products/${row.id}`, { position: 24 - index })),
    ]);
    expect(statusesOf(mixed)).toEqual(mixed.map(() => 200));
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual(contiguous(25));
  });

  it('the same product added 10 times at once is in the collection once, the others told 409', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('twice');
    const collection = await createIn(server(), token, 'collections', { title: `Twice ${word}`, slug: `twice-${word}` });
    const [product] = (await listOf(server(), token, 'products', { range: [0, 0] })).rows;
    const adds = await Promise.all(
      Array.from({ length: 10 }, () => post(token, 'collection-products', { collection_id: collection.id, product_id: product!.id })),
    );
    expect(statusesOf(adds).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual([0]);
  });

  it('30 concurrent condition creates and 20 moves number the conditions 0..n-1', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('C').toUpperCase();
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) => post(token, 'conditions', { name: `Grade ${word} ${index}`, code: `${word}_${index}` })),
    );
    expect(statusesOf(created)).toEqual(created.map(() => 201));
    const size = (await positionsOf(token, 'conditions')).length;
    expect(await positionsOf(token, 'conditions')).toEqual(contiguous(size));

    const rows = created.map((response) => response.json() as Record<string, unknown> & { id: number });
    const moves = await Promise.all(
      targets(20, size).map((position, index) => {
        const { name, code, description } = rows[index]!;
        return put(token, `${PRODUCT_API}/conditions/${rows[index]!.id}`, { name, code, description, position });
      }),
    );
    expect(statusesOf(moves)).toEqual(moves.map(() => 200));
    expect(await positionsOf(token, 'conditions')).toEqual(contiguous(size));
  });

  it('concurrent creates and moves of sibling categories keep each level numbered', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('sib');
    const parent = await createIn(server(), token, 'categories', { name: `Parent ${word}`, slug: `parent-${word}` });
    const other = await createIn(server(), token, 'categories', { name: `Other ${word}`, slug: `other-${word}` });
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) => post(token, 'categories', { name: `Child ${word} ${index}`, slug: `child-${word}-${index}`, parent_id: parent.id })),
    );
    expect(statusesOf(created)).toEqual(created.map(() => 201));
    const rows = created.map((response) => response.json() as Record<string, unknown> & { id: number });
    const moves = await Promise.all(
      rows.map(({ id, name, slug }, index) =>
        put(token, `${PRODUCT_API}/categories/${id}`, index % 3 === 0 ? { name, slug, parent_id: other.id, position: 0 } : { name, slug, parent_id: parent.id, position: (index * 5) % 12 }),
      ),
    );
    expect(statusesOf(moves)).toEqual(moves.map(() => 200));
    expect(await positionsOf(token, 'categories', { parent_id: parent.id })).toEqual(contiguous(8));
    expect(await positionsOf(token, 'categories', { parent_id: other.id })).toEqual(contiguous(4));
  });
});

describeEachDatabase('accounts under concurrent writes', (server) => {
  const EMPLOYEE = '/svc/employee/api/v1';
  const superAdmin = async (server: TestServer) => {
    const { db } = server.database;
    const [adminRole] = await db.select().from(roles).where(eq(roles.name, 'admin'));
    const credentials = { email: `${uniqueWord('super')}@example.com`, password: 'Super#2026!' };
    const [row] = await db
      .insert(employees)
      .values({ first_name: 'Sam', last_name: 'Rao', email: credentials.email, role_id: adminRole!.id, is_super_admin: true, password_hash: await hashPassword(credentials.password) })
      .returning();
    const signedIn = await server.request(undefined, { method: 'POST', url: `${EMPLOYEE}/employee/login/email`, payload: credentials });
    return { id: row!.id, token: signedIn.json().body.token as string };
  };

  it('two super admins disabling each other at once: one wins, the other is told why, no 500', async () => {
    const { db } = server().database;
    for (let round = 0; round < 5; round++) {
      // Only these two are active super admins, so exactly one may go.
      await db.update(employees).set({ status: 'disabled' }).where(eq(employees.is_super_admin, true));
      const [first, second] = [await superAdmin(server()), await superAdmin(server())];
      const disable = (by: { token: string }, target: { id: number }) =>
        server().request(by.token, { method: 'POST', url: `${EMPLOYEE}/employee/disable`, payload: { employee_id: target.id } });
      const answers = await Promise.all([disable(first, second), disable(second, first)]);
      const statuses = statusesOf(answers).sort();
      expect(statuses).not.toContain(500);
      // The loser is refused as the last super admin, or finds its own session already ended.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await db.select().from(employees).where(eq(employees.is_super_admin, true));
      expect(active.filter((row) => row.status === 'active')).toHaveLength(1);
    }
  });
});
