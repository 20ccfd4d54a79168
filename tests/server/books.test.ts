import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Transaction } from '../../server/db/client';
import { creditNotes, orderExchanges, orderLines, orderPayments, orderReturns, orders, shelfStock, stockLedger } from '../../server/db/schema';
import { checkBooks, readBooks } from '../../server/services/books/checkBooks';
import type { BooksDifference } from '../../server/services/books/difference';
import { uniqueWord } from './catalogueApi';
import { checkoutAs, stockedVariant } from './checkoutApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, payFor } from './orderApi';

type Placed = { id: number; number: string; total: number };

describeEachDatabase('the books check', (server) => {
  /** What the books check finds after `corrupt` changed rows directly; the change is rolled back. */
  const afterCorrupting = async (corrupt: (tx: Transaction) => Promise<unknown>) => {
    let found: BooksDifference[] = [];
    await server()
      .database.db.transaction(async (tx) => {
        await corrupt(tx);
        found = await readBooks(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return found;
  };

  /** An open order, a delivered one (paid, one piece returned onto a shelf), all placed through admin checkout. */
  const scene = async () => {
    const token = await server().tokenFor('admin');
    const { warehouse, shelves, variant } = await stockedVariant(server(), token, 7);
    const shop = checkoutAs(server(), token);
    const buyer = await shop.customer();
    const placeOf = async (quantity: number) => {
      const cartId = await shop.cartFor(buyer.id, [{ code: variant.sku, quantity }]);
      const placed = await shop.place(cartId, { idempotency_key: uniqueWord('books'), warehouse_id: warehouse.id });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json() as Placed;
    };
    const open = await placeOf(1);
    const delivered = await placeOf(2);
    for (const action of ['confirm', 'pick', 'pack', 'ship', 'deliver']) {
      const moved = await shop.post(`${ORDER_API}/orders/${delivered.id}/${action}`, { carrier: 'Delhivery', tracking_number: 'TRK1' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await payFor(server(), token, delivered);
    const [line] = await server().database.db.select().from(orderLines).where(eq(orderLines.order_id, delivered.id));
    const returned = await shop.post(`${ORDER_API}/orders/${delivered.id}/returns`, { lines: [{ line_id: line!.id, quantity: 1 }], reason: 'Too small', restock_shelf_id: shelves[0]!.id, refund_method: 'credit_note' });
    expect(returned.statusCode, returned.body).toBe(201);
    return { warehouse, shelves, variant, open, delivered, line: line!, returnId: (returned.json() as { id: number }).id };
  };
  let made: Awaited<ReturnType<typeof scene>> | undefined;
  const books = async () => (made ??= await scene());

  it('finds the seeded books and a day of checkout, fulfilment and returns clean', async () => {
    await books();
    expect(await checkBooks(server().database.db)).toEqual([]);
  });

  it('finds a shelf that differs from its ledger', async () => {
    const { shelves, variant } = await books();
    const found = await afterCorrupting((tx) => tx.update(shelfStock).set({ quantity: sql`${shelfStock.quantity} + 1` }).where(and(eq(shelfStock.shelf_id, shelves[1]!.id), eq(shelfStock.variant_id, variant.id))));
    expect(found).toEqual([expect.objectContaining({ book: 'shelves', subject: expect.stringContaining(`shelf ${shelves[1]!.id}`), found: 5, expected: 4 })]);
  });

  it('finds a reservation no open line holds, and a line moved on without its pick', async () => {
    const { open, variant } = await books();
    const reservedMore = await afterCorrupting((tx) => tx.update(orderLines).set({ quantity: 3 }).where(eq(orderLines.order_id, open.id)));
    expect(reservedMore).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ book: 'reservations', subject: `order ${open.number} ${variant.sku}`, expected: 3, found: 1 }),
        expect.objectContaining({ book: 'reservations', subject: expect.stringContaining(variant.sku), expected: 3, found: 1 }),
      ]),
    );
    // An in-store sale handed over without picking: the reservation stays, no unit leaves a shelf.
    const handedOver = await afterCorrupting((tx) => tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, open.id)));
    expect(handedOver.map((d) => d.book).sort()).toEqual(['outbound', 'reservations', 'reservations']);
    expect(handedOver).toContainEqual(expect.objectContaining({ book: 'outbound', subject: expect.stringContaining(`order ${open.number} (delivered)`), expected: 1, found: 0 }));
  });

  it('finds a shipped line without its outbound entry', async () => {
    const { delivered } = await books();
    const found = await afterCorrupting((tx) =>
      tx.update(stockLedger).set({ document_id: -delivered.id }).where(and(eq(stockLedger.document_type, 'orders'), eq(stockLedger.document_id, delivered.id), sql`${stockLedger.shelf_id} is not null`)),
    );
    expect(found).toContainEqual(expect.objectContaining({ book: 'outbound', subject: expect.stringContaining(`order ${delivered.number} (delivered)`), expected: 2, found: 0 }));
  });

  it('finds a returned line without its return entry, and pieces returned that no return records', async () => {
    const { delivered, returnId, line } = await books();
    const writtenOff = await afterCorrupting((tx) => tx.update(orderReturns).set({ restock_shelf_id: null }).where(eq(orderReturns.id, returnId)));
    expect(writtenOff).toEqual([expect.objectContaining({ book: 'returns', subject: expect.stringContaining(`return ${returnId} of order ${delivered.number}`), expected: 0, found: 1 })]);
    const counted = await afterCorrupting((tx) => tx.update(orderLines).set({ returned_quantity: 2 }).where(eq(orderLines.id, line.id)));
    expect(counted).toEqual([expect.objectContaining({ book: 'returns', measure: expect.stringContaining('pieces returned'), expected: 1, found: 2 })]);
  });

  it('finds an exchange whose new pieces never left a shelf', async () => {
    const [exchange] = await server().database.db.select().from(orderExchanges).limit(1);
    const found = await afterCorrupting((tx) => tx.delete(stockLedger).where(and(eq(stockLedger.document_type, 'order-exchanges'), eq(stockLedger.document_id, exchange!.id), sql`${stockLedger.shelf_id} is not null`)));
    expect(found).toContainEqual(expect.objectContaining({ book: 'exchanges', subject: expect.stringContaining(`exchange ${exchange!.id}`), expected: -1, found: 0 }));
  });

  it('finds paid and refunded sums, payment statuses and refunds that differ from the payments', async () => {
    const { delivered } = await books();
    const paidMore = await afterCorrupting((tx) => tx.update(orders).set({ paid: delivered.total + 100 }).where(eq(orders.id, delivered.id)));
    expect(paidMore).toEqual([expect.objectContaining({ book: 'payments', subject: `order ${delivered.number}`, expected: delivered.total, found: delivered.total + 100 })]);
    const status = await afterCorrupting((tx) => tx.update(orders).set({ payment_status: 'pending' }).where(eq(orders.id, delivered.id)));
    expect(status).toEqual([expect.objectContaining({ book: 'payments', measure: expect.stringContaining('payment status'), expected: 'paid', found: 'pending' })]);
    const [payment] = await server().database.db.select().from(orderPayments).where(eq(orderPayments.order_id, delivered.id));
    const overRefunded = await afterCorrupting(async (tx) => {
      await tx.insert(orderPayments).values({ order_id: delivered.id, kind: 'payment', method: 'cash', amount: 100 });
      await tx.insert(orderPayments).values({ order_id: delivered.id, kind: 'refund', method: payment!.method, amount: payment!.amount + 50, refund_of: payment!.id, reason: 'Slip', override_reason: 'Test' });
      await tx.update(orders).set({ paid: payment!.amount + 100, refunded: payment!.amount + 50 }).where(eq(orders.id, delivered.id));
    });
    expect(overRefunded).toContainEqual(expect.objectContaining({ book: 'payments', subject: `order ${delivered.number} payment ${payment!.id}`, expected: payment!.amount, found: payment!.amount + 50 }));
  });

  it('finds a credit note on an order never paid, and a note whose balance its redemptions do not explain', async () => {
    const { open } = await books();
    const credited = await afterCorrupting((tx) => tx.insert(creditNotes).values({ number: 'CN-2099-000001', year: 2099, sequence: 1, order_id: open.id, amount: 50_000, balance: 50_000, reason: 'Goodwill' }));
    expect(credited).toEqual([expect.objectContaining({ book: 'credits', subject: `order ${open.number}`, expected: 0, found: 50_000 })]);
    const [note] = await server().database.db.select().from(creditNotes).where(sql`${creditNotes.balance} > 0`).limit(1);
    const balance = await afterCorrupting((tx) => tx.update(creditNotes).set({ balance: note!.balance - 1 }).where(eq(creditNotes.id, note!.id)));
    expect(balance).toEqual([expect.objectContaining({ book: 'credits', subject: `credit note ${note!.number}`, expected: note!.balance, found: note!.balance - 1 })]);
  });
});
