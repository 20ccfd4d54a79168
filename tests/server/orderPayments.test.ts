import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { history, orders } from '../../server/db/schema';
import { limitedStaffToken } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, orderIn, payFor } from './orderApi';

type Row = Record<string, unknown>;
type Payment = { id: number; kind: string; method: string; amount: number; refunded: number; recorded_by: string | null; override_reason: string | null };

describeEachDatabase('order payments', (server) => {
  const post = (token: string, url: string, payload: Row, language?: string) =>
    server().request(token, { method: 'POST', url: `${ORDER_API}/${url}`, payload, headers: language ? { 'accept-language': language } : {} });
  const shown = async (token: string, id: number) =>
    (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${id}` })).json() as Row & { payments: Payment[]; events: Row[]; total: number };
  const lastHistory = async (id: number) =>
    (await server().database.db.select().from(history).where(and(eq(history.entity, 'orders'), eq(history.entity_id, id))).orderBy(desc(history.id)).limit(1))[0]!;

  it('records partial and several payments, keeping the payment status and History, never beyond what is due', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server(), 'shipped');
    const first = await post(token, `orders/${order.id}/payments`, { amount: 100_000, method: 'cod', reference: '' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ paid: 100_000, payment_status: 'partially_paid' });
    expect(await lastHistory(order.id)).toMatchObject({ action: 'payment', changes: { amount: [null, 100_000], method: [null, 'cod'], paid: [0, 100_000], payment_status: ['pending', 'partially_paid'] } });

    const over = await post(token, `orders/${order.id}/payments`, { amount: order.total, method: 'upi' });
    expect(over.statusCode).toBe(422);
    const due = order.total - 100_000;
    expect(over.json().error.fields.amount).toBe(`Only ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(due / 100)} is due on this order`);
    const rest = await post(token, `orders/${order.id}/payments`, { amount: due, method: 'upi', reference: '412345678901', received_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(rest.json()).toMatchObject({ paid: order.total, payment_status: 'paid' });
    expect((await post(token, `orders/${order.id}/payments`, { amount: 1, method: 'cash' })).json().error.fields.amount).toBe('Nothing is due on this order');

    const view = await shown(token, order.id);
    expect(view.payments.map((payment) => [payment.kind, payment.method, payment.amount, payment.recorded_by])).toEqual([
      ['payment', 'upi', due, 'Rahul Iyer'],
      ['payment', 'cod', 100_000, 'Rahul Iyer'],
    ]);
    expect(view.events.filter((event) => event.kind === 'payment')).toHaveLength(2);
  });

  it('refuses bad input at each field, in the staff member’s language', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server());
    const bad = { amount: 0, method: 'bitcoin', received_at: new Date(Date.now() + 86_400_000).toISOString() };
    const english = await post(token, `orders/${order.id}/payments`, bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({ amount: 'Enter an amount above zero', method: 'Choose how the customer paid', received_at: 'A payment cannot be received in the future' });
    const texts = async (language: string) => (await post(token, `orders/${order.id}/payments`, bad, language)).json().error.fields.method;
    expect([await texts('fr'), await texts('de'), await texts('pt')]).toEqual([
      'Choisissez le moyen de paiement du client',
      'Wählen Sie, wie der Kunde bezahlt hat',
      'Escolha como o cliente pagou',
    ]);
    expect((await post(token, `orders/${order.id}/refunds`, { payment_id: 0, amount: 1, reason: '' })).json().error.fields).toMatchObject({
      payment_id: 'Choose the payment the money goes back to',
      reason: 'Give a reason',
    });
    const cancelled = await orderIn(server(), 'cancelled');
    expect((await post(token, `orders/${cancelled.id}/payments`, { amount: 100, method: 'cash' })).statusCode).toBe(409);
    const reader = await limitedStaffToken(server(), { orders: ['list', 'show'] });
    expect((await post(reader, `orders/${order.id}/payments`, { amount: 100, method: 'cash' })).statusCode).toBe(403);
  });

  it('refunds to a payment by its method, only what it and the order have left, beyond only with a permitted reason', async () => {
    const editor = await server().tokenFor('editor');
    const order = await orderIn(server(), 'delivered');
    await payFor(server(), editor, order, 200_000, 'card');
    const [payment] = (await shown(editor, order.id)).payments;
    const refund = (token: string, payload: Row) => post(token, `orders/${order.id}/refunds`, { payment_id: payment!.id, reason: 'Late delivery', ...payload });

    expect((await refund(editor, { amount: 200_001 })).json().error.fields.amount).toMatch(/^Only ₹2,000.00 of this payment is left to refund$/);
    const made = await refund(editor, { amount: 50_000, reference: 'ARN-77' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ refunded: 50_000, payment_status: 'partially_refunded' });
    expect((await shown(editor, order.id)).payments.map((row) => [row.kind, row.method, row.amount, row.refunded])).toEqual([
      ['payment', 'card', 200_000, 50_000],
      ['refund', 'card', 50_000, 0],
    ]);

    // A credit note takes the rest of what was paid: nothing is left to refund.
    expect((await post(editor, 'credit-notes', { amount: 150_000, reason: 'Goodwill', order_id: order.id })).statusCode).toBe(201);
    const beyond = await refund(editor, { amount: 10_000 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().error.fields.amount).toBe('Only ₹0.00 was paid on this order and not yet refunded or credited: record the payment first');
    const notPermitted = await refund(editor, { amount: 10_000, override_reason: 'Manager said so' });
    expect(notPermitted.statusCode).toBe(403);
    expect(notPermitted.json().error.fields).toEqual({ override_reason: 'You may not credit or refund beyond what was paid' });

    const manager = await limitedStaffToken(server(), { orders: ['list', 'show', 'edit', 'credit_beyond_paid'] });
    const permitted = await refund(manager, { amount: 10_000, override_reason: 'Courier damaged the parcel; customer kept the credit note' });
    expect(permitted.statusCode, permitted.body).toBe(201);
    expect(await lastHistory(order.id)).toMatchObject({ action: 'refund', changes: { override_reason: [null, 'Courier damaged the parcel; customer kept the credit note'] } });
    expect((await shown(editor, order.id)).payments.at(-1)).toMatchObject({ kind: 'refund', amount: 10_000, override_reason: 'Courier damaged the parcel; customer kept the credit note' });
  });

  it('credits an order only up to what was paid: a cash-on-delivery order unpaid takes no credit note until its payment is recorded', async () => {
    const editor = await server().tokenFor('editor');
    const order = await orderIn(server(), 'shipped');
    const credit = (amount: number, extra: Row = {}) => post(editor, 'credit-notes', { amount, reason: 'Parcel late', order_id: order.id, ...extra });
    const refused = await credit(47_256);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ amount: 'Only ₹0.00 was paid on this order and not yet refunded or credited: record the payment first' });

    await payFor(server(), editor, order, 50_000, 'cod');
    expect((await credit(47_256)).statusCode).toBe(201);
    expect((await credit(47_256)).json().error.fields.amount).toBe('Only ₹27.44 was paid on this order and not yet refunded or credited: record the payment first');
    const view = await shown(editor, order.id);
    expect(view).toMatchObject({ paid: 50_000, credited: 47_256 });

    const admin = await server().tokenFor('admin');
    const overridden = await post(admin, 'credit-notes', { amount: 47_256, reason: 'Parcel late', order_id: order.id, override_reason: 'Second parcel lost too' });
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json()).toMatchObject({ override_reason: 'Second parcel lost too' });
  });

  it('voids the payment of an order cancelled unpaid, and takes a credit note redeemed for an order as its payment', async () => {
    const editor = await server().tokenFor('editor');
    const unpaid = await orderIn(server(), 'placed');
    expect((await post(editor, `orders/${unpaid.id}/cancel`, {})).json()).toMatchObject({ status: 'cancelled', payment_status: 'voided' });

    const order = await orderIn(server(), 'placed');
    const note = (await post(editor, 'credit-notes', { amount: 30_000, reason: 'Goodwill' })).json() as { id: number; number: string };
    expect((await post(editor, `credit-notes/${note.id}/redeem`, { amount: 30_000, order_id: order.id })).statusCode).toBe(200);
    const view = await shown(editor, order.id);
    expect(view).toMatchObject({ paid: 30_000, payment_status: 'partially_paid' });
    expect(view.payments).toEqual([expect.objectContaining({ method: 'credit_note', amount: 30_000 })]);
  });

  it('gives a refund back to an order paid before payments had rows of their own, writing what its rows lack first', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server(), 'delivered');
    await server().database.db.update(orders).set({ paid: order.total, refunded: 10_000, payment_method: 'card', payment_status: 'partially_refunded' }).where(eq(orders.id, order.id));
    const [line] = ((await shown(token, order.id)) as unknown as { lines: { id: number }[] }).lines;
    const returned = await post(token, `orders/${order.id}/returns`, { lines: [{ line_id: line!.id, quantity: 1 }], reason: 'Too small', refund_method: 'original_payment' });
    expect(returned.statusCode, returned.body).toBe(201);
    const view = await shown(token, order.id);
    expect(view).toMatchObject({ paid: order.total, refunded: 10_000 + (returned.json() as { refund: number }).refund });
    expect(view.payments.map((row) => [row.kind, row.method, row.amount])).toEqual([
      ['payment', 'card', order.total],
      ['refund', 'card', 10_000],
      ['refund', 'card', (returned.json() as { refund: number }).refund],
    ]);
  });
});
