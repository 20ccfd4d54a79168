import { expect, it } from 'vitest';
import { asc, isNotNull } from 'drizzle-orm';
import type { SearchHit } from '@domain/profile';
import { customers, orders, variants } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { staffWith } from './employeeApi';

const search = async (server: TestServer, token: string, q: string) => {
  const response = await server.request(token, { method: 'GET', url: `/svc/search/global?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().body.hits as SearchHit[];
};

const ranksInOrder = (hits: SearchHit[]) => hits.every((hit, index) => index === 0 || hits[index - 1]!.rank <= hit.rank);

describeEachDatabase('global search', (server) => {
  it('finds an order by its number, whole or by its digits, first', async () => {
    const token = await server().tokenFor('admin');
    const [order] = await server().database.db.select({ id: orders.id, number: orders.number }).from(orders).orderBy(asc(orders.id)).limit(1);
    const exact = await search(server(), token, order!.number.toLowerCase());
    expect(exact[0]).toMatchObject({ kind: 'order', id: order!.id, title: order!.number, rank: 0 });
    const digits = String(Number(order!.number.replace(/\D/g, '')));
    const byDigits = await search(server(), token, digits);
    expect(byDigits[0]).toMatchObject({ kind: 'order', id: order!.id, rank: 0 });
    expect(ranksInOrder(byDigits)).toBe(true);
  });

  it('ranks the exact SKU first, then those it begins, then the rest', async () => {
    const token = await server().tokenFor('admin');
    const [variant] = await server().database.db.select({ id: variants.id, sku: variants.sku }).from(variants).orderBy(asc(variants.id)).limit(1);
    const exact = await search(server(), token, variant!.sku);
    expect(exact[0]).toMatchObject({ kind: 'variant', id: variant!.id, rank: 0 });
    const prefix = variant!.sku.slice(0, -2);
    const begun = await search(server(), token, prefix);
    expect(begun.length).toBeGreaterThan(0);
    expect(ranksInOrder(begun)).toBe(true);
    const variantHits = begun.filter((hit) => hit.kind === 'variant');
    expect(variantHits.every((hit) => hit.title.toLowerCase().startsWith(prefix.toLowerCase()) || hit.rank === 2)).toBe(true);
    expect(variantHits[0]!.rank).toBe(1);
  });

  it('finds a customer by email, by mobile and by name', async () => {
    const token = await server().tokenFor('admin');
    const [customer] = await server()
      .database.db.select({ id: customers.id, email: customers.email, mobile: customers.mobile, first_name: customers.first_name, last_name: customers.last_name })
      .from(customers)
      .where(isNotNull(customers.mobile))
      .orderBy(asc(customers.id))
      .limit(1);
    expect((await search(server(), token, customer!.email.toUpperCase()))[0]).toMatchObject({ kind: 'customer', id: customer!.id, rank: 0 });
    const tenDigits = customer!.mobile!.replace(/^\+91/, '');
    expect((await search(server(), token, tenDigits))[0]).toMatchObject({ kind: 'customer', id: customer!.id, rank: 0 });
    const byName = await search(server(), token, `${customer!.first_name} ${customer!.last_name}`);
    expect(byName.some((hit) => hit.kind === 'customer' && hit.id === customer!.id)).toBe(true);
  });

  it('finds only what the role may list: an editor does not find employees', async () => {
    const admin = await server().tokenFor('admin');
    expect((await search(server(), admin, 'editor@example.com')).some((hit) => hit.kind === 'employee')).toBe(true);
    const editor = await server().tokenFor('editor');
    const found = await search(server(), editor, 'editor@example.com');
    expect(found.some((hit) => hit.kind === 'employee')).toBe(false);
    const [order] = await server().database.db.select({ number: orders.number }).from(orders).orderBy(asc(orders.id)).limit(1);
    const ordersOnly = await staffWith(server(), admin, [{ module: 'orders', actions: ['list'] }]);
    const [variant] = await server().database.db.select({ sku: variants.sku }).from(variants).limit(1);
    expect((await search(server(), ordersOnly.token, order!.number))[0]).toMatchObject({ kind: 'order' });
    expect(await search(server(), ordersOnly.token, variant!.sku)).toEqual([]);
  });

  it('refuses an empty query with the field named, and a guest with 401', async () => {
    const token = await server().tokenFor('admin');
    const empty = await server().request(token, { method: 'GET', url: '/svc/search/global?q=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.i18n.fields.q.key).toBe('server.search_empty');
    const guest = await server().request(undefined, { method: 'GET', url: '/svc/search/global?q=SO' });
    expect(guest.statusCode).toBe(401);
  });
});
