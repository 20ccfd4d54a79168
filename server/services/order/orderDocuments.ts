import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import { languageOf } from '@domain/serverTranslations';
import type { Database } from '../../db/client';
import { orderLines, orders, stores, warehouses } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { orderPdf, type DocumentOrder, type OrderDocumentKind } from './orderPdf';

const place = (row: { address_line1: string; city: string; state: string; pincode: string }) =>
  [row.address_line1, [row.city, row.state, row.pincode].filter(Boolean).join(', ')].filter(Boolean);

/** The order as its documents show it: lines in placing order, the store it was sold in or the warehouse it left from. */
const documentOrder = async (db: Database, id: number): Promise<DocumentOrder> => {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, id)).orderBy(asc(orderLines.id));
  const [store] = order.store_id ? await db.select().from(stores).where(eq(stores.id, order.store_id)) : [];
  const [warehouse] = !store && order.warehouse_id ? await db.select().from(warehouses).where(eq(warehouses.id, order.warehouse_id)) : [];
  const seller = store ? [store.name, ...place(store), store.phone] : warehouse ? [warehouse.name, ...place(warehouse)] : [];
  return { ...order, seller: seller.filter(Boolean), lines };
};

const DOCUMENTS: Record<string, OrderDocumentKind> = { invoice: 'invoice', 'packing-slip': 'packing_slip' };

/**
 * `GET /orders/:id/invoice` and `/orders/:id/packing-slip`: the order's PDF in the staff member's
 * language (Accept-Language), for whoever may open the order.
 */
export const registerOrderDocuments = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('orders');
  for (const [path, kind] of Object.entries(DOCUMENTS)) {
    app.get(`/${apiPath}/:id/${path}`, { config: { access: { module, action: 'show' } } }, async (request, reply) => {
      const order = await documentOrder(db, pathId(request.params));
      const pdf = await orderPdf(kind, order, languageOf(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${path}-${order.number.replace(/[^\w-]+/g, '_')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    });
  }
};
