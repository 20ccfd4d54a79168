import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { history, stockInTransit, stockLedger } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { reserve } from '../../server/services/product/stock/movements';
import { createIn, PRODUCT_API } from './catalogueApi';
import { describeEachDatabase, type TestServer } from './harness';
import { getJson, ledgerSum, post, receiveStock, shelfUnits, someVariants, warehouseWithShelves } from './stockApi';

type Line = { variant_id: number; shelf_id: number | null; to_shelf_id?: number | null; quantity: number };

const moveDraft = (server: TestServer, token: string, warehouseId: number, lines: Line[], destination: number | null = null) =>
  createIn(server, token, 'stock-moves', { warehouse_id: warehouseId, counterpart_warehouse_id: destination, reference: 'MV-1', lines });

/** What a warehouse says of a variant: on hand, reserved, available (GET /warehouses/:id/stock-levels). */
const levels = async (server: TestServer, token: string, warehouseId: number, variantId: number) => {
  const rows = await getJson<{ variant_id: number; on_hand: number; reserved: number; available: number }[]>(server, token, `warehouses/${warehouseId}/stock-levels?variant_id=${variantId}`);
  const row = rows.find((level) => level.variant_id === variantId);
  return { on_hand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0, available: row?.available ?? 0 };
};

describeEachDatabase('move documents: shelf to shelf, and between warehouses in transit', (server) => {
  it('moves units shelf to shelf in one warehouse: two ledger rows a line, on hand and reservations unchanged', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const [variant] = await someVariants(server(), token, 1);
    const [from, to] = shelves;
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: from!.id, quantity: 5 }]);
    const { db } = server().database;
    await db.transaction((tx) => reserve(tx, { actor: null, documentType: 'orders', documentId: 1 }, { variantId: variant!.id, warehouseId: warehouse.id, quantity: 4 }));

    const draft = await moveDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: from!.id, to_shelf_id: to!.id, quantity: 3 }]);
    expect(draft).toMatchObject({ kind: 'move', reason: 'move', status: 'draft', counterpart_warehouse_id: null });
    // Reserved units may change shelves: the warehouse still holds them.
    const moved = await post(server(), token, `stock-moves/${draft.id}/move`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ id: draft.id, status: 'moved' });
    expect(await shelfUnits(server(), token, warehouse.id, from!.id, variant!.id)).toBe(2);
    expect(await shelfUnits(server(), token, warehouse.id, to!.id, variant!.id)).toBe(3);
    expect(await levels(server(), token, warehouse.id, variant!.id)).toEqual({ on_hand: 5, reserved: 4, available: 1 });
    const ledger = await getJson<{ shelf_code: string; delta: number; before: number; after: number }[]>(
      server(), token, `warehouses/${warehouse.id}/ledger?document_type=stock-moves&document_id=${draft.id}`,
    );
    expect(ledger.map(({ shelf_code, delta, before, after }) => [shelf_code, delta, before, after])).toEqual([['A-02', 3, 0, 3], ['A-01', -3, 5, 2]]);
    expect(await checkStock(db)).toEqual([]);
    // The shelf page: the shelf's units, and the warehouse's reservations of the variant (not the shelf's).
    const contents = await getJson<Record<string, unknown>[]>(server(), token, `shelves/${to!.id}/contents`);
    expect(contents).toEqual([
      expect.objectContaining({ variant_id: variant!.id, sku: variant!.sku, on_hand: 3, warehouse_on_hand: 5, warehouse_reserved: 4, warehouse_available: 1 }),
    ]);
    expect(String(contents[0]!.title).length).toBeGreaterThan(0);

    // Posted: no second move, no edit, no delete; History tells.
    expect((await post(server(), token, `stock-moves/${draft.id}/move`)).statusCode).toBe(409);
    expect((await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${draft.id}`, payload: { reference: 'X' } })).statusCode).toBe(409);
    expect((await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/stock-moves/${draft.id}` })).statusCode).toBe(409);
    const recorded = await db.select({ action: history.action }).from(history).where(and(eq(history.entity, 'stock-moves'), eq(history.entity_id, draft.id as number))).orderBy(history.id);
    expect(recorded.map((row) => row.action)).toEqual(['create', 'move']);

    // The variant's timeline reads the two rows as one move.
    const timeline = await getJson<{ events: { source: string; action: string; shelf: string; to_shelf: string; quantity: number }[] }>(server(), token, `variants/${variant!.id}/timeline`);
    expect(timeline.events.filter((event) => event.source === 'stock' && event.action === 'move')).toEqual([
      expect.objectContaining({ quantity: 3, shelf: 'A-01', to_shelf: 'A-02' }),
    ]);
  });

  it('refuses bad lines at the lines field: no target, the same shelf, a shelf of another warehouse, more than the shelf holds', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const other = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const [from, to] = shelves;
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: from!.id, quantity: 2 }]);
    const line = { variant_id: variant!.id, shelf_id: from!.id, quantity: 1 };

    const untargeted = await moveDraft(server(), token, warehouse.id, [line]);
    const noTarget = await post(server(), token, `stock-moves/${untargeted.id}/move`);
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().error.i18n.fields.lines).toEqual({ key: 'server.line_needs_target', params: { line: 1 } });

    const same = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/stock-moves`, payload: { warehouse_id: warehouse.id, lines: [{ ...line, to_shelf_id: from!.id }] } });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.i18n.fields.lines.key).toBe('server.move_same_shelf');

    const stray = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${untargeted.id}`, payload: { lines: [{ ...line, to_shelf_id: other.shelves[0]!.id }] } });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().error.i18n.fields.lines.key).toBe('server.shelf_not_in_warehouse');

    const itself = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${untargeted.id}`, payload: { counterpart_warehouse_id: warehouse.id } });
    expect(itself.statusCode).toBe(422);
    expect(itself.json().error.i18n.fields.counterpart_warehouse_id.key).toBe('server.destination_is_source');

    const greedy = await moveDraft(server(), token, warehouse.id, [{ ...line, to_shelf_id: to!.id, quantity: 3 }]);
    const short = await post(server(), token, `stock-moves/${greedy.id}/move`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.i18n.message).toEqual({ key: 'server.stock_short', params: { available: 2 } });
    expect(await shelfUnits(server(), token, warehouse.id, from!.id, variant!.id)).toBe(2);
    expect(await checkStock(server().database.db)).toEqual([]);

    // A shelf-to-shelf move is not dispatched, a move between warehouses is not moved in one step.
    expect((await post(server(), token, `stock-moves/${greedy.id}/dispatch`)).statusCode).toBe(409);
    const between = await moveDraft(server(), token, warehouse.id, [line], other.warehouse.id);
    expect((await post(server(), token, `stock-moves/${between.id}/move`)).statusCode).toBe(409);
    // A receipt is no move: its id is not found here.
    const receipt = await createIn(server(), token, 'inbound-documents', { warehouse_id: warehouse.id });
    expect((await post(server(), token, `stock-moves/${receipt.id}/move`)).statusCode).toBe(404);
  });

  it('moves between warehouses: dispatched off the shelf into transit (in neither warehouse), received onto the destination shelf', async () => {
    const token = await server().tokenFor('editor');
    const from = await warehouseWithShelves(server(), token, 1);
    const to = await warehouseWithShelves(server(), token, 2);
    const [variant] = await someVariants(server(), token, 1);
    await receiveStock(server(), token, from.warehouse.id, [{ variant_id: variant!.id, shelf_id: from.shelves[0]!.id, quantity: 6 }]);
    const { db } = server().database;
    await db.transaction((tx) => reserve(tx, { actor: null, documentType: 'orders', documentId: 1 }, { variantId: variant!.id, warehouseId: from.warehouse.id, quantity: 2 }));

    // Only the available units may leave: 6 on hand, 2 reserved.
    const greedy = await moveDraft(server(), token, from.warehouse.id, [{ variant_id: variant!.id, shelf_id: from.shelves[0]!.id, quantity: 5 }], to.warehouse.id);
    const refused = await post(server(), token, `stock-moves/${greedy.id}/dispatch`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.i18n.message).toEqual({ key: 'server.stock_short', params: { available: 4 } });

    const transfer = await moveDraft(server(), token, from.warehouse.id, [{ variant_id: variant!.id, shelf_id: from.shelves[0]!.id, quantity: 4 }], to.warehouse.id);
    expect((await post(server(), token, `stock-moves/${transfer.id}/receive`)).statusCode).toBe(409);
    const dispatched = await post(server(), token, `stock-moves/${transfer.id}/dispatch`);
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json()).toEqual({ id: transfer.id, status: 'in_transit' });
    // The destination's putaway suggestion fills the target shelf.
    const onItsWay = await getJson<{ status: string; lines: Line[] }>(server(), token, `stock-moves/${transfer.id}`);
    expect(onItsWay.lines).toEqual([{ variant_id: variant!.id, shelf_id: from.shelves[0]!.id, to_shelf_id: to.shelves[0]!.id, quantity: 4 }]);
    expect(await levels(server(), token, from.warehouse.id, variant!.id)).toEqual({ on_hand: 2, reserved: 2, available: 0 });
    expect(await levels(server(), token, to.warehouse.id, variant!.id)).toEqual({ on_hand: 0, reserved: 0, available: 0 });
    // The books say where the four are: in transit on this move, from one warehouse to the other.
    expect(await db.select({ quantity: stockInTransit.quantity, from: stockInTransit.from_warehouse_id, to: stockInTransit.to_warehouse_id }).from(stockInTransit).where(eq(stockInTransit.document_id, transfer.id as number))).toEqual([
      { quantity: 4, from: from.warehouse.id, to: to.warehouse.id },
    ]);
    const inTransit = await getJson<{ document_id: number; variant_id: number; quantity: number; from_warehouse_id: number }[]>(server(), token, `warehouses/${to.warehouse.id}/in-transit`);
    expect(inTransit).toEqual([expect.objectContaining({ document_id: transfer.id, variant_id: variant!.id, quantity: 4, from_warehouse_id: from.warehouse.id })]);
    // By variant, across warehouses: the same units on their way, and the variant's figures where it is.
    expect(await getJson(server(), token, `warehouses/in-transit?variant_id=${variant!.id}`)).toContainEqual(inTransit[0]);
    const everywhere = await getJson<{ warehouse_id: number }[]>(server(), token, `warehouses/stock-levels?variant_id=${variant!.id}`);
    expect(everywhere.find((level) => level.warehouse_id === from.warehouse.id)).toMatchObject({ variant_id: variant!.id, on_hand: 2, reserved: 2, available: 0 });
    expect(await checkStock(db)).toEqual([]);

    // On its way, only the target shelves change; the rest is refused.
    const changed = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${transfer.id}`, payload: { lines: [{ ...onItsWay.lines[0]!, quantity: 3 }] } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.i18n.message.key).toBe('server.move_on_its_way');
    const wrongTarget = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${transfer.id}`, payload: { lines: [{ ...onItsWay.lines[0]!, to_shelf_id: from.shelves[0]!.id }] } });
    expect(wrongTarget.statusCode).toBe(422);
    expect(wrongTarget.json().error.i18n.fields.lines.key).toBe('server.shelf_not_in_destination');
    const retargeted = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/stock-moves/${transfer.id}`, payload: { lines: [{ ...onItsWay.lines[0]!, to_shelf_id: to.shelves[1]!.id }] } });
    expect(retargeted.statusCode, retargeted.body).toBe(200);

    const received = await post(server(), token, `stock-moves/${transfer.id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    expect(await shelfUnits(server(), token, to.warehouse.id, to.shelves[1]!.id, variant!.id)).toBe(4);
    expect(await levels(server(), token, to.warehouse.id, variant!.id)).toEqual({ on_hand: 4, reserved: 0, available: 4 });
    expect((await post(server(), token, `stock-moves/${transfer.id}/receive`)).statusCode).toBe(409);
    expect(await getJson(server(), token, `warehouses/${to.warehouse.id}/in-transit`)).toEqual([]);
    const transit = await db.select({ warehouse: stockLedger.warehouse_id, delta: stockLedger.delta }).from(stockLedger).where(and(eq(stockLedger.document_id, transfer.id as number), eq(stockLedger.in_transit, true)));
    expect(transit).toEqual([{ warehouse: from.warehouse.id, delta: 4 }, { warehouse: to.warehouse.id, delta: -4 }]);
    expect(await checkStock(db)).toEqual([]);
    // Units in transit that the ledger does not explain are a difference of the books.
    const carried = eq(stockInTransit.document_id, transfer.id as number);
    await db.update(stockInTransit).set({ quantity: 1 }).where(carried);
    expect(await checkStock(db)).toEqual([
      { measure: 'transit', warehouse_id: from.warehouse.id, shelf_id: null, document_id: transfer.id, variant_id: variant!.id, stored: 1, ledger: 0 },
    ]);
    await db.update(stockInTransit).set({ quantity: 0 }).where(carried);
    const actions = await getJson<{ events: { source: string; action: string; shelf: string }[] }>(server(), token, `variants/${variant!.id}/timeline`);
    expect(actions.events.filter((event) => event.action === 'dispatch' || event.action === 'arrive').map((event) => [event.action, event.shelf])).toEqual([
      ['dispatch', 'A-01'],
      ['arrive', 'A-02'],
    ]);
  });

  it('30 simultaneous moves of 2 units off a shelf holding 20, and as many dispatches: the shelf never goes negative, books agree', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const away = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const [from, to] = shelves;
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: from!.id, quantity: 20 }]);
    const line = { variant_id: variant!.id, shelf_id: from!.id, quantity: 2 };
    const within = [];
    const between = [];
    for (let i = 0; i < 30; i++) {
      within.push(await moveDraft(server(), token, warehouse.id, [{ ...line, to_shelf_id: to!.id }]));
      between.push(await moveDraft(server(), token, warehouse.id, [line], away.warehouse.id));
    }
    const answers = await Promise.all([
      ...within.map((draft) => post(server(), token, `stock-moves/${draft.id}/move`)),
      ...between.map((draft) => post(server(), token, `stock-moves/${draft.id}/dispatch`)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const done = statuses.filter((status) => status === 200).length;
    // Each success took 2 of the 20: exactly 10 of them, whichever kind they were.
    expect(done).toBe(10);
    const moved = answers.slice(0, 30).filter((answer) => answer.statusCode === 200).length;
    expect(await shelfUnits(server(), token, warehouse.id, from!.id, variant!.id)).toBe(0);
    expect(await shelfUnits(server(), token, warehouse.id, to!.id, variant!.id)).toBe(2 * moved);
    expect(await ledgerSum(server(), from!.id, variant!.id)).toBe(0);
    expect(await levels(server(), token, warehouse.id, variant!.id)).toEqual({ on_hand: 2 * moved, reserved: 0, available: 2 * moved });
    const inTransit = await getJson<{ quantity: number }[]>(server(), token, `warehouses/${away.warehouse.id}/in-transit`);
    expect(inTransit.reduce((sum, row) => sum + row.quantity, 0)).toBe(2 * (10 - moved));
    expect(await checkStock(server().database.db)).toEqual([]);
  }, 120_000);
});
