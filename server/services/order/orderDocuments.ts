import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import { languageOf } from '@domain/serverTranslations';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { orderLines, orderPayments, orders, products, variants, type Order } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { idParams } from '../../openapi/common';
import { documentParties } from './documentParties';
import { issueInvoice } from './invoiceNumbers';
import { orderPdf, type DocumentOrder, type OrderDocumentKind } from './orderPdf';
import { discountLinesOf } from '../promotions/orderDiscounts';

/** The order as its documents show it: lines in placing order with their HSN codes, seller, place of supply, how it was paid. */
const documentOrder = async (tx: Executor, order: Order): Promise<DocumentOrder> => {
  const lines = await tx
    .select({ line: orderLines, product_hsn: products.hsn_code })
    .from(orderLines)
    .leftJoin(variants, eq(variants.id, orderLines.variant_id))
    .leftJoin(products, eq(products.id, variants.product_id))
    .where(eq(orderLines.order_id, order.id))
    .orderBy(asc(orderLines.id));
  const payments = await tx
    .selectDistinct({ method: orderPayments.method })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.kind, 'payment')));
  const methods = payments.length ? payments.map((payment) => payment.method).sort() : [order.payment_method].filter(Boolean);
  return {
    ...order,
    ...(await documentParties(tx, order)),
    payment_methods: methods,
    discount_lines: await discountLinesOf(tx, order.id),
    // Orders placed before products kept HSN codes show the product's code now.
    lines: lines.map(({ line, product_hsn }) => ({ ...line, hsn_code: line.hsn_code || (product_hsn ?? '') })),
  };
};

const DOCUMENTS: Record<string, OrderDocumentKind> = { invoice: 'invoice', 'packing-slip': 'packing_slip' };

/**
 * `GET /orders/:id/invoice` and `/orders/:id/packing-slip`: the order's PDF in the staff member's
 * language (Accept-Language), for whoever may open the order. The first invoice issues it: its number
 * of the financial year's series, the moment, a timeline event and History, in one transaction.
 */
export const registerOrderDocuments = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('orders');
  for (const [path, kind] of Object.entries(DOCUMENTS)) {
    app.get(`/${apiPath}/:id/${path}`, { config: { access: { module, action: 'show' } }, schema: { params: idParams, produces: 'application/pdf' } }, async (request, reply) => {
      const id = pathId(request.params);
      const order = await inTransaction(db, async (tx) => {
        if (kind === 'invoice') return documentOrder(tx, await issueInvoice(tx, id, staffOf(request).id));
        const [found] = await tx.select().from(orders).where(eq(orders.id, id));
        if (!found) throw notFound();
        return documentOrder(tx, found);
      });
      const pdf = await orderPdf(kind, order, languageOf(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${path}-${order.number.replace(/[^\w-]+/g, '_')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    });
  }
};
