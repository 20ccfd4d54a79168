import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_CHANNELS, ORDER_STATUSES, orderTransition, type OrderChannel } from '@domain/orders/states';
import { orderTotals } from '@domain/orders/totals';
import { DEFAULT_TAX_POLICY } from '@domain/orders/tax';
import { orders } from '../../server/db/schema';
import { SEEDED_ORDERS } from '../../server/db/seed/orders';
import { limitedStaffToken } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, orderIn, sampleLines } from './orderApi';

type Row = Record<string, unknown>;

describeEachDatabase('orders', (server) => {
  const list = async (token: string, filter: Row, sort = ['placed_at', 'DESC']) => {
    const params = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,24]' });
    const response = await server().request(token, { method: 'GET', url: `${ORDER_API}/orders?${params}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Row[];
  };
  const move = (token: string, id: number, action: string, payload: Row = {}) =>
    server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${id}/${action}`, payload });

  it('lists orders by number, email and SKU, with filters, and shows one with its lines and timeline', async () => {
    const token = await server().tokenFor('editor');
    const lines = sampleLines();
    const order = await orderIn(server(), 'placed', 'admin', lines);
    const other = await orderIn(server(), 'confirmed', 'offline');
    expect((await list(token, { q: order.number })).map((row) => row.id)).toEqual([order.id]);
    expect((await list(token, { q: order.customer_email.toUpperCase() })).map((row) => row.id)).toEqual([order.id]);
    expect((await list(token, { q: lines[1]!.sku })).map((row) => row.id)).toEqual([order.id]);
    const offline = await list(token, { channel: 'offline', status: ['confirmed'], placed_at_gte: other.placed_at.toISOString() });
    expect(offline.map((row) => row.id)).toContain(other.id);
    expect(offline.every((row) => row.channel === 'offline' && row.status === 'confirmed')).toBe(true);
    expect(await list(token, { status: 'delivered', q: order.number })).toEqual([]);
    expect(offline[0]).not.toHaveProperty('idempotency_key');

    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}` })).json() as Row & { lines: Row[]; events: Row[] };
    const expected = orderTotals({
      lines: lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
      discount: 10_000,
      shipping: 5_000,
      policy: DEFAULT_TAX_POLICY,
      intraState: true,
    });
    expect(shown).toMatchObject({ subtotal: expected.subtotal, discount: 10_000, tax: expected.tax, total: expected.total, igst: 0 });
    expect((shown.cgst as number) + (shown.sgst as number)).toBe(expected.tax);
    expect(shown.lines.map((line) => [line.sku, line.tax_rate, line.net])).toEqual(lines.map((line, index) => [line.sku, expected.lines[index]!.rate, expected.lines[index]!.net]));
    expect(shown.events.map((event) => event.kind)).toEqual(['placed']);
    const missing = await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/999999999` });
    expect(missing.statusCode).toBe(404);
  });

  it('filters by fulfilment stage, and refuses a stage it does not know', async () => {
    const token = await server().tokenFor('editor');
    const packed = await orderIn(server(), 'packed');
    const confirmed = await orderIn(server(), 'confirmed');
    const since = confirmed.placed_at.toISOString();
    const ids = async (fulfilment: string) => (await list(token, { fulfilment, placed_at_gte: packed.placed_at.toISOString() })).map((row) => row.id);
    expect(await ids('in_progress')).toContain(packed.id);
    expect(await ids('in_progress')).not.toContain(confirmed.id);
    expect(await ids('unfulfilled')).toContain(confirmed.id);
    expect((await list(token, { fulfilment: 'unfulfilled', placed_at_gte: since })).every((row) => ['placed', 'confirmed'].includes(row.status as string))).toBe(true);
    const refused = await server().request(token, { method: 'GET', url: `${ORDER_API}/orders?${new URLSearchParams({ filter: JSON.stringify({ fulfilment: 'lost' }) })}` });
    expect(refused.statusCode).toBe(400);
  });

  it('moves an order through the state machine, shipping with a carrier and tracking number', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server());
    for (const action of ['confirm', 'pick', 'pack']) {
      const moved = await move(token, order.id, action);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).not.toHaveProperty('idempotency_key');
    }
    const untracked = await move(token, order.id, 'ship', { carrier: 'Delhivery' });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().error.fields).toHaveProperty('tracking_number');
    const shipped = await move(token, order.id, 'ship', { carrier: 'Delhivery', tracking_number: 'DL123456789IN', note: 'Fragile' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'Delhivery', tracking_number: 'DL123456789IN' });
    expect((await move(token, order.id, 'deliver')).json()).toMatchObject({ status: 'delivered' });
    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}` })).json() as { events: Row[]; delivered_at: string };
    expect(shown.events.map((event) => [event.kind, event.to_status])).toEqual([
      ['placed', 'placed'],
      ['confirm', 'confirmed'],
      ['pick', 'picked'],
      ['pack', 'packed'],
      ['ship', 'shipped'],
      ['deliver', 'delivered'],
    ]);
    expect(shown.events[4]).toMatchObject({ note: 'Fragile', data: { carrier: 'Delhivery' }, actor_name: expect.any(String) });
    expect(shown.delivered_at).toBeTruthy();
  });

  it('refuses every illegal move with 409, naming the moves allowed', async () => {
    const token = await server().tokenFor('editor');
    const { db } = server().database;
    let refused = 0;
    for (const channel of ['admin', 'offline'] as OrderChannel[]) {
      const order = await orderIn(server(), 'placed', channel);
      for (const status of ORDER_STATUSES) {
        for (const action of ORDER_ACTIONS) {
          if (orderTransition(status, channel, action).ok) continue;
          await db.update(orders).set({ status }).where(eq(orders.id, order.id));
          const answer = await move(token, order.id, action, { carrier: 'BlueDart', tracking_number: 'BD1' });
          expect(answer.statusCode, `${channel} ${status} ${action}`).toBe(409);
          expect(answer.json().error.code).toBe('illegal_move');
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(60);
    const order = await orderIn(server(), 'shipped');
    const answer = (await move(token, order.id, 'cancel')).json();
    expect(answer.error.message).toBe('An order that is shipped cannot take “Cancel”. Allowed now: Deliver');
    const french = await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/pack`, payload: {}, headers: { 'accept-language': 'fr' } });
    expect(french.json().error.message).toBe('Une commande expédiée ne peut pas recevoir « Emballer ». Possible maintenant : Livrer');
    const cancelled = await orderIn(server(), 'cancelled');
    expect((await move(token, cancelled.id, 'confirm')).json().error.message).toBe('An order that is cancelled cannot take “Confirm”: it takes no more moves');
  });

  it('keeps staff notes on the timeline', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server());
    const note = await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/notes`, payload: { note: 'Customer asked for gift wrap' } });
    expect(note.statusCode).toBe(201);
    const empty = await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/notes`, payload: { note: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.i18n.fields.note.key).toBe('server.order_enter_note');
    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}` })).json() as { events: Row[] };
    expect(shown.events.at(-1)).toMatchObject({ kind: 'note', note: 'Customer asked for gift wrap' });
  });

  it('lets only staff with the orders module see or move orders', async () => {
    const reader = await limitedStaffToken(server(), { orders: ['list', 'show'] });
    const order = await orderIn(server());
    expect((await list(reader, { q: order.number })).length).toBe(1);
    expect((await move(reader, order.id, 'confirm')).statusCode).toBe(403);
    const outsider = await limitedStaffToken(server(), { products: ['list'] });
    expect((await server().request(outsider, { method: 'GET', url: `${ORDER_API}/orders` })).statusCode).toBe(403);
  });
});

describeEachDatabase('seeded orders', (server) => {
  it('spreads the demo orders over the last 12 months, every channel, priced by orderTotals', async () => {
    const { db } = server().database;
    const seeded = await db
      .select({ channel: orders.channel, n: sql<number>`count(*)::int`, oldest: sql<string>`min(${orders.placed_at})`, stores: sql<number>`count(${orders.store_id})::int` })
      .from(orders)
      .groupBy(orders.channel);
    expect(seeded.map((row) => row.channel).sort()).toEqual([...ORDER_CHANNELS].sort());
    expect(seeded.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(SEEDED_ORDERS);
    expect(Date.now() - new Date(seeded[0]!.oldest).getTime()).toBeGreaterThan(300 * 86_400_000);
    expect(seeded.find((row) => row.channel === 'offline')!.stores).toBe(seeded.find((row) => row.channel === 'offline')!.n);
    const [mismatch] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.total} <> ${orders.shipping} + (select sum(net) from order_lines where order_id = ${orders.id})`);
    expect(mismatch!.n).toBe(0);
    // What each order was paid and refunded is what its payment rows add up to.
    const [unbalanced] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`(${orders.paid}, ${orders.refunded}) <> (select coalesce(sum(amount) filter (where kind = 'payment'), 0), coalesce(sum(amount) filter (where kind = 'refund'), 0) from order_payments p where p.order_id = "orders"."id")`);
    expect(unbalanced!.n).toBe(0);
  });
});
