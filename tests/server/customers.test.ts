import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, history } from '../../server/db/schema';
import { SEEDED_CUSTOMERS } from '../../server/db/seed/customers';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { CUSTOMERS, createCustomerIn, listCustomers, newCustomer } from './customerApi';
import { describeEachDatabase } from './harness';

describeEachDatabase('customers', (server) => {
  const send = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
    server().request(token ?? (await server().tokenFor('editor')), { method, url, payload });

  it('seeds a few hundred customers with addresses', async () => {
    const [row] = await server().database.db.select({ id: customers.id }).from(customers).limit(1);
    expect(row).toBeDefined();
    const token = await server().tokenFor('editor');
    const page = await listCustomers(server(), token, { range: [0, 9] });
    expect(page).toHaveLength(10);
    expect(SEEDED_CUSTOMERS).toBeGreaterThanOrEqual(200);
  });

  it('creates, reads, updates and deletes a customer with its addresses, derived values and History', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('crud');
    const created = await createCustomerIn(server(), token, newCustomer(word, { email: ` Priya.${word.toUpperCase()}@Example.IN ` }));
    expect(created).toMatchObject({
      email: `priya.${word}@example.in`,
      mobile: '+919876543210',
      status: 'active',
      blocked_reason: '',
      marketing_opt_in: false,
      orders_count: 0,
      total_spent: 0,
    });
    expect(created).not.toHaveProperty('search');
    const [address] = created.addresses as Record<string, unknown>[];
    expect(address).toMatchObject({ line1: '12, MG Road', country: 'IN', is_default_shipping: true, is_default_billing: true });

    const shown = (await server().request(token, { method: 'GET', url: `${CUSTOMERS}/${created.id}` })).json();
    expect(shown).toEqual(created);

    const updated = await send('PUT', `${CUSTOMERS}/${created.id}`, {
      ...shown,
      orders_count: 99,
      total_spent: 123_456,
      addresses: [
        { ...address, is_default_billing: false },
        { line1: '4, Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', is_default_billing: true },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json();
    expect(after).toMatchObject({ orders_count: 0, total_spent: 0 });
    expect(after.addresses).toMatchObject([
      { id: address!.id, is_default_shipping: true, is_default_billing: false },
      { line1: '4, Park Street', is_default_shipping: false, is_default_billing: true },
    ]);

    // Moving both defaults to the second address and dropping the first.
    const moved = await send('PUT', `${CUSTOMERS}/${created.id}`, { ...after, addresses: [{ ...after.addresses[1], is_default_shipping: true }] });
    expect(moved.json().addresses).toMatchObject([{ id: after.addresses[1].id, is_default_shipping: true, is_default_billing: true }]);

    const rows = await server()
      .database.db.select({ action: history.action, changes: history.changes })
      .from(history)
      .where(eq(history.entity_id, created.id));
    const customerRows = rows.filter((row) => 'addresses' in (row.changes as object) || row.action === 'create');
    expect(customerRows.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update']));

    const deleted = await server().request(token, { method: 'DELETE', url: `${CUSTOMERS}/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await server().request(token, { method: 'GET', url: `${CUSTOMERS}/${created.id}` })).statusCode).toBe(404);
  });

  it('answers 400 with a message at each invalid field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ first_name: '' }, 'first_name', /first_name/],
      [{ email: 'not-an-email' }, 'email', /valid email/],
      [{ mobile: '12345' }, 'mobile', /valid mobile/],
      [{ gender: 'unknown' }, 'gender', /gender/i],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', /between the years|future/],
      [{ date_of_birth: new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10) }, 'date_of_birth', /future/],
      [{ status: 'blocked' }, 'blocked_reason', /reason for blocking/],
      [{ status: 'sleeping' }, 'status', /.+/],
      [{ tags: Array.from({ length: 31 }, (_, n) => `t${n}`) }, 'tags', /At most 30 tags/],
      [{ addresses: [{ line1: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' }] }, 'addresses.0.line1', /line1/],
      [{ addresses: [{ line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '011001' }] }, 'addresses.0.pincode', /6-digit pincode/],
      [{ addresses: [{ line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' }] }, 'addresses.0.country', /2-letter/],
      [
        {
          addresses: [
            { line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', is_default_shipping: true },
            { line1: '2 Road', city: 'Pune', state: 'Maharashtra', pincode: '411002', is_default_shipping: true },
          ],
        },
        'addresses.1.is_default_shipping',
        /Only one address can be the default for shipping/,
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = await send('POST', CUSTOMERS, newCustomer(uniqueWord('v'), change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().error.fields[field], field).toMatch(message);
    }
    const blocked = await createCustomerIn(server(), await server().tokenFor('editor'), newCustomer(uniqueWord('b'), { status: 'blocked', blocked_reason: 'Chargeback fraud' }));
    expect(blocked).toMatchObject({ status: 'blocked', blocked_reason: 'Chargeback fraud' });
    const unblocked = await send('PUT', `${CUSTOMERS}/${blocked.id}`, { ...blocked, status: 'active' });
    expect(unblocked.json()).toMatchObject({ status: 'active', blocked_reason: '' });
  });

  it('refuses an email another customer has in other letters with 409 at the email', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('dup');
    const first = await createCustomerIn(server(), token, newCustomer(word));
    const again = await send('POST', CUSTOMERS, newCustomer(uniqueWord('d'), { email: `PRIYA.${word.toUpperCase()}@EXAMPLE.IN` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBe('A customer already has this email address');
    const other = await createCustomerIn(server(), token, newCustomer(uniqueWord('o')));
    const edited = await send('PUT', `${CUSTOMERS}/${other.id}`, { ...other, email: String(first.email).toUpperCase() });
    expect(edited.statusCode).toBe(409);
    const kept = await send('PUT', `${CUSTOMERS}/${first.id}`, { ...first, email: String(first.email).toUpperCase() });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses staff without the customers module, and writes without the action (403)', async () => {
    const none = await limitedStaffToken(server(), { products: ['list'] });
    expect((await server().request(none, { method: 'GET', url: CUSTOMERS })).statusCode).toBe(403);
    const reader = await limitedStaffToken(server(), { customers: ['list', 'show'] });
    expect((await server().request(reader, { method: 'GET', url: CUSTOMERS })).statusCode).toBe(200);
    expect((await send('POST', CUSTOMERS, newCustomer(), reader)).statusCode).toBe(403);
    const existing = (await listCustomers(server(), reader, { range: [0, 0] }))[0]!;
    expect((await send('PUT', `${CUSTOMERS}/${existing.id}`, newCustomer(), reader)).statusCode).toBe(403);
    expect((await server().request(reader, { method: 'DELETE', url: `${CUSTOMERS}/${existing.id}` })).statusCode).toBe(403);
  });

  it('finds customers by q over name, email and mobile, filters and sorts', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('q');
    const tag = uniqueWord('tag');
    const a = await createCustomerIn(
      server(),
      token,
      newCustomer(word, { first_name: `Zubin${word}`, mobile: '+91 70123 45678', tags: [tag], marketing_opt_in: true }),
    );
    const b = await createCustomerIn(
      server(),
      token,
      newCustomer(`${word}x`, { first_name: `Aisha${word}`, status: 'blocked', blocked_reason: 'Abusive calls', tags: [tag, 'vip'] }),
    );
    const ids = async (filter: Record<string, unknown>, sort: [string, string] = ['id', 'ASC']) =>
      (await listCustomers(server(), token, { filter, sort })).map((row) => row.id);

    expect(await ids({ q: `zubin${word}` })).toEqual([a.id]);
    expect(await ids({ q: `aish` , tags: [tag] })).toEqual([b.id]);
    expect(await ids({ q: `priya.${word}` })).toEqual([a.id, b.id]);
    expect(await ids({ q: `${word}x@exam` })).toEqual([b.id]);
    expect(await ids({ q: '70123 45678', tags: [tag] })).toEqual([a.id]);
    expect(await ids({ tags: [tag] })).toEqual([a.id, b.id]);
    expect(await ids({ tags: [tag], status: 'blocked' })).toEqual([b.id]);
    expect(await ids({ tags: [tag], marketing_opt_in: true })).toEqual([a.id]);
    expect(await ids({ tags: [tag], created_at_gte: new Date(Date.now() - 3_600_000).toISOString() })).toEqual([a.id, b.id]);
    expect(await ids({ tags: [tag], created_at_lte: '2020-01-01T00:00:00Z' })).toEqual([]);
    expect(await ids({ tags: [tag] }, ['first_name', 'ASC'])).toEqual([b.id, a.id]);
    expect(await ids({ tags: [tag] }, ['total_spent', 'DESC'])).toHaveLength(2);

    const badSort = await server().request(token, { method: 'GET', url: `${CUSTOMERS}?sort=${encodeURIComponent('["nope","ASC"]')}` });
    expect(badSort.statusCode).toBe(400);
    const badFilter = await server().request(token, { method: 'GET', url: `${CUSTOMERS}?filter=${encodeURIComponent('{"status":"sleeping"}')}` });
    expect(badFilter.statusCode).toBe(400);
  });
});
