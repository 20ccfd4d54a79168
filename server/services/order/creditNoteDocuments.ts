import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { mulDivRound } from '@domain/orders/allocation';
import { getResource } from '@domain/resources';
import { languageOf } from '@domain/serverTranslations';
import type { Database } from '../../db/client';
import { creditNotes, customers, orderLines, orderReturns, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { idParams } from '../../openapi/common';
import { creditNotePdf, type CreditedLine, type DocumentCreditNote } from './creditNotePdf';
import { discountLinesOf } from '../promotions/orderDiscounts';
import { documentParties } from './documentParties';

/**
 * A return's pieces as its credit note shows them: each line's price and its share of the discounts.
 * Prices with GST inside: the share is the price less what was paid back (the line's net share);
 * otherwise GST came on top, and the share is the line's discount in proportion to the pieces.
 */
const creditedLines = async (db: Database, noteId: number, taxInclusive: boolean): Promise<CreditedLine[] | undefined> => {
  const [returned] = await db.select({ lines: orderReturns.lines }).from(orderReturns).where(eq(orderReturns.credit_note_id, noteId));
  if (!returned?.lines.length) return undefined;
  const bought = await db.select().from(orderLines).where(inArray(orderLines.id, returned.lines.map((line) => line.line_id)));
  return returned.lines.flatMap((part) => {
    const line = bought.find((one) => one.id === part.line_id);
    if (!line) return [];
    const gross = line.unit_price * part.quantity;
    const discount = taxInclusive ? gross - part.refund : mulDivRound(line.discount, part.quantity, line.quantity);
    return [{ sku: line.sku, title: line.title, quantity: part.quantity, unit_price: line.unit_price, gross, discount, amount: part.refund }];
  });
};

/** The credit note as its document shows it: the customer, and the order and invoice it credits. */
const documentCreditNote = async (db: Database, id: number): Promise<DocumentCreditNote> => {
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  if (!note) throw notFound();
  const [order] = note.order_id ? await db.select().from(orders).where(eq(orders.id, note.order_id)) : [];
  const [customer] = !order && note.customer_id ? await db.select().from(customers).where(eq(customers.id, note.customer_id)) : [];
  return {
    number: note.number,
    issued_at: note.created_at,
    currency: note.currency,
    amount: note.amount,
    reason: note.reason,
    customer_name: order?.customer_name ?? (customer ? `${customer.first_name} ${customer.last_name}`.trim() : ''),
    customer_email: order?.customer_email ?? customer?.email ?? '',
    order: order ? { ...order, ...(await documentParties(db, order)), buyer_gstin: order.buyer_gstin || customer?.gstin || '' } : null,
    lines: order ? await creditedLines(db, note.id, order.tax_inclusive) : undefined,
    discount_lines: order ? await discountLinesOf(db, order.id) : undefined,
  };
};

/** `GET /credit-notes/:id/document`: the credit note as a tax document, in the staff member's language. */
export const registerCreditNoteDocuments = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('credit-notes');
  app.get(`/${apiPath}/:id/document`, { config: { access: { module, action: 'show' } }, schema: { params: idParams, produces: 'application/pdf' } }, async (request, reply) => {
    const note = await documentCreditNote(db, pathId(request.params));
    const pdf = await creditNotePdf(note, languageOf(request.headers['accept-language']));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="credit-note-${note.number.replace(/[^\w-]+/g, '_')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
