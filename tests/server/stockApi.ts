import { and, eq, sql } from 'drizzle-orm';
import { stockLedger } from '../../server/db/schema';
import type { TestServer } from './harness';
import { createIn, listOf, PRODUCT_API, uniqueWord } from './catalogueApi';

/** Helpers for the warehouse and stock routes in server tests. */
export const post = (server: TestServer, token: string, url: string, payload: Record<string, unknown> = {}) =>
  server.request(token, { method: 'POST', url: `${PRODUCT_API}/${url}`, payload });

export const getJson = async <T = Record<string, unknown>[]>(server: TestServer, token: string, url: string) => {
  const response = await server.request(token, { method: 'GET', url: `${PRODUCT_API}/${url}` });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
};

/** A warehouse with one rack and `count` shelves made by a pattern (X-01 ..). */
export const warehouseWithShelves = async (server: TestServer, token: string, count = 3) => {
  const word = uniqueWord('W').toUpperCase();
  const warehouse = await createIn(server, token, 'warehouses', { name: `Hub ${word}`, code: word, pincode: '400001', city: 'Mumbai' });
  const rack = await createIn(server, token, 'racks', { warehouse_id: warehouse.id, code: 'R1' });
  const bulk = await post(server, token, 'shelves/bulk', { rack_id: rack.id, prefix: 'A-', first: 1, last: count, digits: 2 });
  if (bulk.statusCode !== 201) throw new Error(`bulk shelves: ${bulk.body}`);
  const shelves = bulk.json() as { id: number; code: string }[];
  return { warehouse, rack, shelves };
};

/** Variants of the seeded catalogue, one per call order. */
export const someVariants = async (server: TestServer, token: string, count: number) =>
  (await listOf(server, token, 'variants', { range: [0, count - 1], sort: ['id', 'ASC'] })).rows as { id: number; sku: string; barcode: string }[];

type Line = { variant_id: number; shelf_id: number | null; quantity: number };

/** An inbound document with the lines, received. */
export const receiveStock = async (server: TestServer, token: string, warehouseId: number, lines: Line[]) => {
  const document = await createIn(server, token, 'inbound-documents', { warehouse_id: warehouseId, reference: 'PO-1', lines });
  const received = await post(server, token, `inbound-documents/${document.id}/receive`);
  if (received.statusCode !== 200) throw new Error(`receive: ${received.body}`);
  return document;
};

export const outboundDraft = (server: TestServer, token: string, warehouseId: number, lines: Line[], extra: Record<string, unknown> = {}) =>
  createIn(server, token, 'outbound-documents', { warehouse_id: warehouseId, reason: 'order', lines, ...extra });

export const shelfUnits = async (server: TestServer, token: string, warehouseId: number, shelfId: number, variantId: number) => {
  const rows = await getJson<{ quantity: number }[]>(server, token, `warehouses/${warehouseId}/stock?shelf_id=${shelfId}&variant_id=${variantId}`);
  return rows.reduce((sum, row) => sum + row.quantity, 0);
};

/** What the ledger of a shelf and variant adds up to. */
export const ledgerSum = async (server: TestServer, shelfId: number, variantId: number) =>
  (
    await server.database.db
      .select({ total: sql<number>`coalesce(sum(${stockLedger.delta}), 0)::int` })
      .from(stockLedger)
      .where(and(eq(stockLedger.shelf_id, shelfId), eq(stockLedger.variant_id, variantId)))
  )[0]!.total;
