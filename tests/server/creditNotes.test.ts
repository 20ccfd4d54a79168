import { expect, it } from 'vitest';
import { creditNoteNumber } from '@domain/orders/creditNotes';
import { describeEachDatabase } from './harness';
import { ORDER_API, creditNoteOf, orderIn } from './orderApi';

type Row = Record<string, unknown>;

describeEachDatabase('credit notes', (server) => {
  const act = (token: string, id: number, verb: 'redeem' | 'void', payload: Row) =>
    server().request(token, { method: 'POST', url: `${ORDER_API}/credit-notes/${id}/${verb}`, payload });

  it('numbers credit notes without gaps per year, even past a refused one', async () => {
    const token = await server().tokenFor('editor');
    const first = await creditNoteOf(server(), token);
    const refused = await server().request(token, { method: 'POST', url: `${ORDER_API}/credit-notes`, payload: { amount: 0, reason: 'Nothing' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('amount');
    const second = await creditNoteOf(server(), token);
    const year = new Date().getUTCFullYear();
    expect(second.number).toBe(creditNoteNumber(year, (first.sequence as number) + 1));
    expect(second).toMatchObject({ amount: 100_000, balance: 100_000, status: 'issued', year });
  });

  it('redeems in parts down to zero, then refuses; a void note takes nothing', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server());
    const note = await creditNoteOf(server(), token, 50_000);
    const partly = await act(token, note.id, 'redeem', { amount: 20_000, order_id: order.id });
    expect(partly.json()).toMatchObject({ balance: 30_000, status: 'partly_redeemed' });
    const over = await act(token, note.id, 'redeem', { amount: 30_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Only ₹300.00 is left on this credit note');
    expect((await act(token, note.id, 'redeem', { amount: 30_000 })).json()).toMatchObject({ balance: 0, status: 'redeemed' });
    expect((await act(token, note.id, 'redeem', { amount: 1 })).json().error.message).toBe('Nothing is left on this credit note');
    expect((await act(token, note.id, 'void', { reason: 'Used up' })).statusCode).toBe(409);

    const voidable = await creditNoteOf(server(), token, 10_000);
    expect((await act(token, voidable.id, 'void', { reason: '' })).statusCode).toBe(400);
    expect((await act(token, voidable.id, 'void', { reason: 'Issued by mistake' })).json()).toMatchObject({ status: 'void', void_reason: 'Issued by mistake' });
    expect((await act(token, voidable.id, 'redeem', { amount: 100 })).json().error.message).toBe('This credit note is void');
    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}` })).json() as { events: Row[] };
    expect(shown.events.find((event) => event.kind === 'credit_note_redeemed')).toMatchObject({ data: { number: note.number, amount: 20_000 } });
  });

  it('never takes the balance below zero under concurrent redemptions', async () => {
    const token = await server().tokenFor('editor');
    const note = await creditNoteOf(server(), token, 1_000);
    const answers = await Promise.all(Array.from({ length: 25 }, () => act(token, note.id, 'redeem', { amount: 100 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15);
    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/credit-notes/${note.id}` })).json();
    expect(shown).toMatchObject({ balance: 0, status: 'redeemed' });
  });

  it('lists credit notes by number and status', async () => {
    const token = await server().tokenFor('editor');
    const note = await creditNoteOf(server(), token, 7_500);
    const params = new URLSearchParams({ filter: JSON.stringify({ q: note.number, status: 'issued' }) });
    const listed = await server().request(token, { method: 'GET', url: `${ORDER_API}/credit-notes?${params}` });
    expect((listed.json() as Row[]).map((row) => row.id)).toEqual([note.id]);
  });
});
