import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { stockLedger } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { release, reserve } from '../../server/services/product/stock/movements';
import { createIn, PRODUCT_API } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { getJson, ledgerSum, outboundDraft, post, receiveStock, shelfUnits, someVariants, warehouseWithShelves } from './stockApi';

describeEachDatabase('stock documents and the ledger', (server) => {
  it('receives stock onto shelves, with one ledger row per line, and suggests the shelf holding a variant for putaway', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token);
    expect(shelves.map((shelf) => shelf.code)).toEqual(['A-01', 'A-02', 'A-03']);
    const [variant] = await someVariants(server(), token, 1);
    const empty = await getJson<{ suggestion: { code: string; because: string } }>(server(), token, `warehouses/${warehouse.id}/putaway?variant_id=${variant!.id}`);
    expect(empty.suggestion).toMatchObject({ code: 'A-01', because: 'empty' });

    const document = await receiveStock(server(), token, warehouse.id, [
      { variant_id: variant!.id, shelf_id: shelves[1]!.id, quantity: 7 },
      { variant_id: variant!.id, shelf_id: shelves[1]!.id, quantity: 3 },
    ]);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[1]!.id, variant!.id)).toBe(10);
    const ledger = await getJson<{ before: number; after: number; delta: number; line: number }[]>(
      server(), token, `warehouses/${warehouse.id}/ledger?document_type=inbound-documents&document_id=${document.id}`,
    );
    expect(ledger.map(({ line, before, delta, after }) => [line, before, delta, after])).toEqual([[1, 7, 3, 10], [0, 0, 7, 7]]);
    const holding = await getJson<{ suggestion: { code: string; because: string } }>(server(), token, `warehouses/${warehouse.id}/putaway?variant_id=${variant!.id}`);
    expect(holding.suggestion).toMatchObject({ code: 'A-02', because: 'holds' });
    // Another variant goes to an empty shelf that a draft does not already fill.
    const [, other] = await someVariants(server(), token, 2);
    const spare = await getJson<{ suggestion: { code: string } }>(server(), token, `warehouses/${warehouse.id}/putaway?variant_id=${other!.id}&taken=${shelves[0]!.id}`);
    expect(spare.suggestion).toMatchObject({ code: 'A-03', because: 'empty' });
  });

  it('picks, refuses an over-pick with 409 naming the available quantity, and refuses edits of posted documents', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token);
    const [variant] = await someVariants(server(), token, 1);
    const inbound = await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 5 }]);

    const picked = await outboundDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 2 }]);
    expect((await post(server(), token, `outbound-documents/${picked.id}/pick`)).statusCode).toBe(200);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant!.id)).toBe(3);

    const greedy = await outboundDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 4 }]);
    const refused = await post(server(), token, `outbound-documents/${greedy.id}/pick`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.i18n.message).toEqual({ key: 'server.stock_short', params: { available: 3 } });
    expect(refused.json().error.message).toBe('Only 3 available');
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant!.id)).toBe(3);

    for (const [resource, id] of [['inbound-documents', inbound.id], ['outbound-documents', picked.id]] as const) {
      const edit = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/${resource}/${id}`, payload: { reference: 'changed' } });
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json().error.i18n.message.key).toBe('server.document_posted');
      expect((await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/${resource}/${id}` })).statusCode).toBe(409);
    }
    expect((await post(server(), token, `inbound-documents/${inbound.id}/receive`)).statusCode).toBe(409);
    expect((await post(server(), token, `outbound-documents/${picked.id}/pick`)).statusCode).toBe(409);
    // A draft is still edited freely, and a line's shelf must be one of the warehouse's.
    const other = await warehouseWithShelves(server(), token, 1);
    const stray = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/outbound-documents/${greedy.id}`,
      payload: { lines: [{ variant_id: variant!.id, shelf_id: other.shelves[0]!.id, quantity: 1 }] },
    });
    expect(stray.statusCode).toBe(422);
    const draft = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/outbound-documents/${greedy.id}`, payload: { reference: 'SO-9' } });
    expect(draft.statusCode).toBe(200);
  });

  it("keeps a draft's reason and reference when only its lines change, and its lines when only its reason does", async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const receipt = await createIn(server(), token, 'inbound-documents', { warehouse_id: warehouse.id, reason: 'return', reference: 'RMA-7' });
    const line = { variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 1 };
    const scanned = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/inbound-documents/${receipt.id}`, payload: { lines: [line] } });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ reason: 'return', reference: 'RMA-7', lines: [line] });
    const dispatch = await outboundDraft(server(), token, warehouse.id, [line], { reference: 'SO-1' });
    const renamed = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/outbound-documents/${dispatch.id}`, payload: { reason: 'damage' } });
    expect(renamed.json()).toMatchObject({ reason: 'damage', reference: 'SO-1', lines: [line] });
  });

  it('counts a shelf: the difference from what it held is posted as an adjustment', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [first, second] = await someVariants(server(), token, 2);
    const shelf = shelves[0]!;
    await receiveStock(server(), token, warehouse.id, [
      { variant_id: first!.id, shelf_id: shelf.id, quantity: 5 },
      { variant_id: second!.id, shelf_id: shelf.id, quantity: 2 },
    ]);
    const counted = await post(server(), token, `shelves/${shelf.id}/count`, { lines: [{ variant_id: first!.id, counted: 3 }, { variant_id: second!.id, counted: 4 }] });
    expect(counted.statusCode, counted.body).toBe(201);
    const document = counted.json() as { id: number; kind: string; status: string; lines: unknown[] };
    expect(document).toMatchObject({ kind: 'count', status: 'posted' });
    expect(document.lines).toEqual([
      { variant_id: first!.id, shelf_id: shelf.id, quantity: 2, expected: 5, counted: 3 },
      { variant_id: second!.id, shelf_id: shelf.id, quantity: 2, expected: 2, counted: 4 },
    ]);
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, first!.id)).toBe(3);
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, second!.id)).toBe(4);
    const ledger = await getJson<{ delta: number }[]>(server(), token, `warehouses/${warehouse.id}/ledger?document_type=counts&document_id=${document.id}`);
    expect(ledger.map((row) => row.delta).sort()).toEqual([-2, 2]);
  });

  it('reserves only what is available, and a pick cannot take reserved units', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 4 }]);
    const { db } = server().database;
    const order = { actor: null, documentType: 'orders', documentId: 1 };
    const movement = { variantId: variant!.id, warehouseId: warehouse.id };
    expect(await db.transaction((tx) => reserve(tx, order, { ...movement, quantity: 3 }))).toBe(3);
    await expect(db.transaction((tx) => reserve(tx, order, { ...movement, quantity: 2 }))).rejects.toMatchObject({ statusCode: 409, summary: { params: { available: 1 } } });
    const greedy = await outboundDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 2 }]);
    const refused = await post(server(), token, `outbound-documents/${greedy.id}/pick`);
    expect(refused.json().error.i18n.message).toEqual({ key: 'server.stock_short', params: { available: 1 } });
    expect(await db.transaction((tx) => release(tx, order, { ...movement, quantity: 3 }))).toBe(0);
    expect((await post(server(), token, `outbound-documents/${greedy.id}/pick`)).statusCode).toBe(200);
    expect(await checkStock(db)).toEqual([]);
  });

  it('200 simultaneous picks of one unit at a shelf holding 50: exactly 50 succeed, stock ends at 0 and equals its ledger', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const shelf = shelves[0]!;
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelf.id, quantity: 50 }]);
    const documents = [];
    for (let i = 0; i < 200; i++) documents.push(await outboundDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelf.id, quantity: 1 }]));
    const answers = await Promise.all(documents.map((document) => post(server(), token, `outbound-documents/${document.id}/pick`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(0);
    expect(await ledgerSum(server(), shelf.id, variant!.id)).toBe(0);
    const picks = await server().database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockLedger)
      .where(and(eq(stockLedger.shelf_id, shelf.id), eq(stockLedger.document_type, 'outbound-documents')));
    expect(picks[0]!.n).toBe(50);
    expect(await checkStock(server().database.db)).toEqual([]);
  }, 120_000);

  it('sets low-stock thresholds and lists what is under them', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [low, fine] = await someVariants(server(), token, 2);
    await receiveStock(server(), token, warehouse.id, [
      { variant_id: low!.id, shelf_id: shelves[0]!.id, quantity: 2 },
      { variant_id: fine!.id, shelf_id: shelves[0]!.id, quantity: 9 },
    ]);
    for (const variant of [low!, fine!]) {
      expect((await post(server(), token, `warehouses/${warehouse.id}/threshold`, { variant_id: variant.id, threshold: 5 })).statusCode).toBe(200);
    }
    const under = await getJson<{ variant_id: number; available: number; threshold: number }[]>(server(), token, `warehouses/${warehouse.id}/low-stock`);
    expect(under).toEqual([expect.objectContaining({ variant_id: low!.id, available: 2, threshold: 5 })]);
  });

  it('shelf codes are unique in a warehouse, and a shelf holding stock is not deleted', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const rack = await createIn(server(), token, 'racks', { warehouse_id: warehouse.id, code: 'R2' });
    const twice = await post(server(), token, 'shelves', { rack_id: rack.id, code: 'a-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.i18n.fields.code).toEqual({ key: 'server.shelf_code_in_warehouse', params: { code: 'A-01' } });
    const [variant] = await someVariants(server(), token, 1);
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 1 }]);
    const gone = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/shelves/${shelves[0]!.id}` });
    expect(gone.statusCode).toBe(409);
    // A rack with shelves and a warehouse with racks are refused too (their keys restrict), never a 500.
    const [firstRack] = (await getJson<{ id: number }[]>(server(), token, `racks?filter=${encodeURIComponent(JSON.stringify({ warehouse_id: warehouse.id }))}`));
    expect((await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/racks/${firstRack!.id}` })).statusCode).toBe(409);
    expect((await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/warehouses/${warehouse.id}` })).statusCode).toBe(409);
    const byCode = await getJson(server(), token, `shelves?filter=${encodeURIComponent(JSON.stringify({ warehouse_id: warehouse.id, code: 'a-02' }))}`);
    expect(byCode).toEqual([expect.objectContaining({ id: shelves[1]!.id, code: 'A-02', rack_code: 'R1', units: 0 })]);
  });
});
