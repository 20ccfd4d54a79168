import type { ProductResource, WriteCase } from './historyWrites';
import { createIn, PRODUCT_API, uniqueWord } from './catalogueApi';
import type { TestServer } from './harness';
import { outboundDraft, receiveStock, someVariants, warehouseWithShelves } from './stockApi';

/** The History walk's cases of the warehouse and stock routes (history.test.ts through historyWrites.ts). */
const MISSING = 999999999;

const warehouseOf = (server: TestServer, token: string) => {
  const code = uniqueWord('HW').toUpperCase();
  return createIn(server, token, 'warehouses', { name: `Hub ${code}`, code });
};
const rackOf = async (server: TestServer, token: string) =>
  createIn(server, token, 'racks', { warehouse_id: (await warehouseOf(server, token)).id, code: uniqueWord('R').toUpperCase() });

export const STOCK_RESOURCES: ProductResource[] = [
  { name: 'warehouses', create: (w) => ({ name: `Hub ${w}`, code: `WH-${w.toUpperCase()}` }), change: ['name', 'Renamed hub'] },
  { name: 'racks', create: async (w, server, token) => ({ warehouse_id: (await warehouseOf(server, token)).id, code: `R-${w.toUpperCase()}` }), change: ['code', 'R-MOVED'] },
  { name: 'shelves', create: async (w, server, token) => ({ rack_id: (await rackOf(server, token)).id, code: `S-${w.toUpperCase()}` }), change: ['code', 'MOVED-1'] },
  { name: 'inbound-documents', create: async (w, server, token) => ({ warehouse_id: (await warehouseOf(server, token)).id, reference: `PO-${w}` }), change: ['reference', 'PO-2'] },
  {
    name: 'outbound-documents',
    create: async (w, server, token) => ({ warehouse_id: (await warehouseOf(server, token)).id, reason: 'damage', reference: `OUT-${w}` }),
    change: ['reference', 'OUT-2'],
  },
  { name: 'stock-moves', create: async (w, server, token) => ({ warehouse_id: (await warehouseOf(server, token)).id, reference: `MV-${w}` }), change: ['reference', 'MV-2'] },
];

/** A warehouse whose first shelf holds 3 units of a variant, and a draft that takes `quantity` of them. */
const stockedDraft = async (server: TestServer, token: string, quantity: number) => {
  const { warehouse, shelves } = await warehouseWithShelves(server, token, 1);
  const [variant] = await someVariants(server, token, 1);
  const line = { variant_id: variant!.id, shelf_id: shelves[0]!.id };
  await receiveStock(server, token, warehouse.id, [{ ...line, quantity: 3 }]);
  return { warehouse, shelf: shelves[0]!, variant: variant!, draft: await outboundDraft(server, token, warehouse.id, [{ ...line, quantity }]) };
};

const OUTBOUND = `${PRODUCT_API}/outbound-documents`;
const INBOUND = `${PRODUCT_API}/inbound-documents`;
const MOVES = `${PRODUCT_API}/stock-moves`;

/** A move of one of the 3 units on the first shelf of a warehouse: to its second shelf, or (`between`) to another warehouse's. */
const moveDraft = async (server: TestServer, token: string, between: boolean, quantity = 1) => {
  const { warehouse, shelves } = await warehouseWithShelves(server, token, 2);
  const [variant] = await someVariants(server, token, 1);
  await receiveStock(server, token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 3 }]);
  const destination = between ? await warehouseWithShelves(server, token, 1) : undefined;
  return createIn(server, token, 'stock-moves', {
    warehouse_id: warehouse.id,
    counterpart_warehouse_id: destination?.warehouse.id ?? null,
    lines: [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, to_shelf_id: (destination?.shelves ?? shelves)[destination ? 0 : 1]!.id, quantity }],
  });
};

export const STOCK_CASES: WriteCase[] = [
  {
    route: `POST ${PRODUCT_API}/shelves/bulk`,
    succeeds: async (server, token) => {
      const rack = await rackOf(server, token);
      return {
        call: { url: `${PRODUCT_API}/shelves/bulk`, payload: { rack_id: rack.id, prefix: 'B-', first: 1, last: 3, digits: 2 } },
        expect: () => ({ entity: 'racks', entity_id: rack.id, action: 'add_shelves', changes: { shelves: [null, ['B-01', 'B-02', 'B-03']] } }),
      };
    },
    fails: async (server, token) => ({ url: `${PRODUCT_API}/shelves/bulk`, payload: { rack_id: (await rackOf(server, token)).id, prefix: 'B-', first: 5, last: 1 } }),
  },
  {
    route: `POST ${PRODUCT_API}/shelves/:id/count`,
    succeeds: async (server, token) => {
      const { shelf, variant } = await stockedDraft(server, token, 1);
      return {
        call: { url: `${PRODUCT_API}/shelves/${shelf.id}/count`, payload: { lines: [{ variant_id: variant.id, counted: 1 }] } },
        expect: (answer) => ({ entity: 'shelves', entity_id: shelf.id, action: 'count', changes: { counted: [null, { document_id: answer.id, variants: 1, differences: 1 }] } }),
      };
    },
    fails: async () => ({ url: `${PRODUCT_API}/shelves/${MISSING}/count`, payload: { lines: [{ variant_id: 1, counted: 1 }] } }),
  },
  {
    route: `POST ${INBOUND}/:id/receive`,
    succeeds: async (server, token) => {
      const { warehouse, shelves } = await warehouseWithShelves(server, token, 1);
      const [variant] = await someVariants(server, token, 1);
      const document = await createIn(server, token, 'inbound-documents', { warehouse_id: warehouse.id, lines: [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 2 }] });
      return {
        call: { url: `${INBOUND}/${document.id}/receive` },
        expect: () => ({ entity: 'inbound-documents', entity_id: document.id, action: 'receive', changes: { status: ['draft', 'received'] }, partial: true }),
      };
    },
    // Nothing to receive.
    fails: async (server, token) => ({ url: `${INBOUND}/${(await createIn(server, token, 'inbound-documents', { warehouse_id: (await warehouseOf(server, token)).id })).id}/receive` }),
  },
  {
    route: `POST ${OUTBOUND}/:id/pick`,
    succeeds: async (server, token) => {
      const { draft } = await stockedDraft(server, token, 2);
      return {
        call: { url: `${OUTBOUND}/${draft.id}/pick` },
        expect: () => ({ entity: 'outbound-documents', entity_id: draft.id, action: 'pick', changes: { status: ['draft', 'picked'] }, partial: true }),
      };
    },
    // More than the shelf holds.
    fails: async (server, token) => ({ url: `${OUTBOUND}/${(await stockedDraft(server, token, 4)).draft.id}/pick` }),
  },
  {
    route: `POST ${OUTBOUND}/:id/dispatch`,
    succeeds: async (server, token) => {
      const { draft } = await stockedDraft(server, token, 1);
      await server.request(token, { method: 'POST', url: `${OUTBOUND}/${draft.id}/pick`, payload: {} });
      return {
        call: { url: `${OUTBOUND}/${draft.id}/dispatch` },
        expect: () => ({ entity: 'outbound-documents', entity_id: draft.id, action: 'dispatch', changes: { status: ['picked', 'dispatched'] }, partial: true }),
      };
    },
    // Not picked yet.
    fails: async (server, token) => ({ url: `${OUTBOUND}/${(await stockedDraft(server, token, 1)).draft.id}/dispatch` }),
  },
  {
    route: `POST ${INBOUND}/:id/reverse`,
    succeeds: async (server, token) => {
      const { warehouse, shelves } = await warehouseWithShelves(server, token, 1);
      const [variant] = await someVariants(server, token, 1);
      const document = await receiveStock(server, token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 2 }]);
      return {
        call: { url: `${INBOUND}/${document.id}/reverse` },
        expect: () => ({ entity: 'inbound-documents', entity_id: document.id, action: 'reverse', changes: { status: ['received', 'reversed'] }, partial: true }),
      };
    },
    // A draft: nothing posted to reverse.
    fails: async (server, token) => ({ url: `${INBOUND}/${(await createIn(server, token, 'inbound-documents', { warehouse_id: (await warehouseOf(server, token)).id })).id}/reverse` }),
  },
  {
    route: `POST ${OUTBOUND}/:id/reverse`,
    succeeds: async (server, token) => {
      const { draft } = await stockedDraft(server, token, 1);
      await server.request(token, { method: 'POST', url: `${OUTBOUND}/${draft.id}/pick`, payload: {} });
      return {
        call: { url: `${OUTBOUND}/${draft.id}/reverse` },
        expect: () => ({ entity: 'outbound-documents', entity_id: draft.id, action: 'reverse', changes: { status: ['picked', 'reversed'] }, partial: true }),
      };
    },
    // Not picked yet.
    fails: async (server, token) => ({ url: `${OUTBOUND}/${(await stockedDraft(server, token, 1)).draft.id}/reverse` }),
  },
  {
    route: `POST ${MOVES}/:id/move`,
    succeeds: async (server, token) => {
      const draft = await moveDraft(server, token, false);
      return {
        call: { url: `${MOVES}/${draft.id}/move` },
        expect: () => ({ entity: 'stock-moves', entity_id: draft.id, action: 'move', changes: { status: ['draft', 'moved'] }, partial: true }),
      };
    },
    // More than the shelf holds.
    fails: async (server, token) => ({ url: `${MOVES}/${(await moveDraft(server, token, false, 4)).id}/move` }),
  },
  {
    route: `POST ${MOVES}/:id/dispatch`,
    succeeds: async (server, token) => {
      const draft = await moveDraft(server, token, true);
      return {
        call: { url: `${MOVES}/${draft.id}/dispatch` },
        expect: () => ({ entity: 'stock-moves', entity_id: draft.id, action: 'dispatch', changes: { status: ['draft', 'in_transit'] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: `${MOVES}/${(await moveDraft(server, token, true, 4)).id}/dispatch` }),
  },
  {
    route: `POST ${MOVES}/:id/receive`,
    succeeds: async (server, token) => {
      const draft = await moveDraft(server, token, true);
      await server.request(token, { method: 'POST', url: `${MOVES}/${draft.id}/dispatch`, payload: {} });
      return {
        call: { url: `${MOVES}/${draft.id}/receive` },
        expect: () => ({ entity: 'stock-moves', entity_id: draft.id, action: 'receive', changes: { status: ['in_transit', 'received'] }, partial: true }),
      };
    },
    // Not dispatched yet.
    fails: async (server, token) => ({ url: `${MOVES}/${(await moveDraft(server, token, true)).id}/receive` }),
  },
  {
    route: `POST ${PRODUCT_API}/warehouses/:id/threshold`,
    succeeds: async (server, token) => {
      const warehouse = await warehouseOf(server, token);
      const [variant] = await someVariants(server, token, 1);
      return {
        call: { url: `${PRODUCT_API}/warehouses/${warehouse.id}/threshold`, payload: { variant_id: variant!.id, threshold: 4 } },
        expect: () => ({ entity: 'warehouses', entity_id: warehouse.id, action: 'threshold', changes: { [`threshold_${variant!.id}`]: [null, 4] } }),
      };
    },
    fails: async (server, token) => ({ url: `${PRODUCT_API}/warehouses/${(await warehouseOf(server, token)).id}/threshold`, payload: { variant_id: 1, threshold: -1 } }),
  },
];
