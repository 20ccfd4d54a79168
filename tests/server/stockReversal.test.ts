import { expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { history } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { describeEachDatabase } from './harness';
import { getJson, ledgerSum, outboundDraft, post, receiveStock, shelfUnits, someVariants, warehouseWithShelves } from './stockApi';

describeEachDatabase('reversing posted stock documents', (server) => {
  it('reverses a receipt by a posted outbound: stock back to before, ledger and history match, and only once', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const [variant] = await someVariants(server(), token, 1);
    const shelf = shelves[0]!;
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelf.id, quantity: 2 }]);
    const mistake = await receiveStock(server(), token, warehouse.id, [
      { variant_id: variant!.id, shelf_id: shelf.id, quantity: 5 },
      { variant_id: variant!.id, shelf_id: shelves[1]!.id, quantity: 1 },
    ]);
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(7);

    const reversed = await post(server(), token, `inbound-documents/${mistake.id}/reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    const reversalId = reversed.json().reversal_document_id as number;
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(2);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[1]!.id, variant!.id)).toBe(0);
    expect(await ledgerSum(server(), shelf.id, variant!.id)).toBe(2);
    expect(await ledgerSum(server(), shelves[1]!.id, variant!.id)).toBe(0);
    expect(await checkStock(server().database.db)).toEqual([]);

    expect(await getJson<Record<string, unknown>>(server(), token, `inbound-documents/${mistake.id}`)).toMatchObject({ status: 'reversed' });
    const reversal = await getJson<Record<string, unknown>>(server(), token, `outbound-documents/${reversalId}`);
    expect(reversal).toMatchObject({ status: 'dispatched', reason: 'reversal', source_document_id: mistake.id, warehouse_id: warehouse.id });
    expect(reversal.lines).toEqual(mistake.lines);
    const ledger = await getJson<{ delta: number }[]>(server(), token, `warehouses/${warehouse.id}/ledger?document_type=outbound-documents&document_id=${reversalId}`);
    expect(ledger.map((row) => row.delta).sort()).toEqual([-1, -5]);
    const recorded = await server()
      .database.db.select({ entity: history.entity, action: history.action })
      .from(history)
      .where(inArray(history.entity_id, [mistake.id as number, reversalId]));
    expect(recorded).toContainEqual({ entity: 'inbound-documents', action: 'reverse' });

    const again = await post(server(), token, `inbound-documents/${mistake.id}/reverse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.i18n.message).toEqual({ key: 'server.document_reversed', params: { id: reversalId } });
    const ofReversal = await post(server(), token, `outbound-documents/${reversalId}/reverse`);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().error.i18n.message.key).toBe('server.reversal_not_reversed');
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(2);
  });

  it('reverses a pick by putting the units back, and refuses a reversal the stock no longer allows', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const shelf = shelves[0]!;
    const receipt = await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelf.id, quantity: 4 }]);
    const picked = await outboundDraft(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelf.id, quantity: 3 }]);
    expect((await post(server(), token, `outbound-documents/${picked.id}/pick`)).statusCode).toBe(200);

    // The receipt's units have left: reversing it would take 4 off a shelf holding 1.
    const over = await post(server(), token, `inbound-documents/${receipt.id}/reverse`);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.i18n.message).toEqual({ key: 'server.stock_short', params: { available: 1 } });
    expect(await getJson<Record<string, unknown>>(server(), token, `inbound-documents/${receipt.id}`)).toMatchObject({ status: 'received' });
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(1);

    const back = await post(server(), token, `outbound-documents/${picked.id}/reverse`);
    expect(back.statusCode, back.body).toBe(200);
    const reversal = await getJson<Record<string, unknown>>(server(), token, `inbound-documents/${back.json().reversal_document_id as number}`);
    expect(reversal).toMatchObject({ status: 'received', reason: 'reversal', source_document_id: picked.id });
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(4);
    expect(await ledgerSum(server(), shelf.id, variant!.id)).toBe(4);
    expect((await post(server(), token, `outbound-documents/${picked.id}/dispatch`)).statusCode).toBe(409);
    // Now the receipt can be reversed: every unit is back.
    expect((await post(server(), token, `inbound-documents/${receipt.id}/reverse`)).statusCode).toBe(200);
    expect(await shelfUnits(server(), token, warehouse.id, shelf.id, variant!.id)).toBe(0);
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('refuses to reverse a draft', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    const line = { variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 2 };
    await receiveStock(server(), token, warehouse.id, [{ ...line, quantity: 5 }]);
    const draft = await outboundDraft(server(), token, warehouse.id, [line]);
    const refused = await post(server(), token, `outbound-documents/${draft.id}/reverse`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.i18n.message.key).toBe('server.document_wrong_status');
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant!.id)).toBe(5);
    const rows = await server().database.db.select().from(history).where(and(eq(history.entity, 'outbound-documents'), eq(history.entity_id, draft.id as number), eq(history.action, 'reverse')));
    expect(rows).toEqual([]);
  });
});
