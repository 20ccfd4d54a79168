import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import { languageOf } from '@domain/serverTranslations';
import type { Database } from '../../db/client';
import { creditNotes, customers, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { creditNotePdf, type DocumentCreditNote } from './creditNotePdf';
import { documentParties } from './documentParties';

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
  };
};

/** `GET /credit-notes/:id/document`: the credit note as a tax document, in the staff member's language. */
export const registerCreditNoteDocuments = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('credit-notes');
  app.get(`/${apiPath}/:id/document`, { config: { access: { module, action: 'show' } } }, async (request, reply) => {
    const note = await documentCreditNote(db, pathId(request.params));
    const pdf = await creditNotePdf(note, languageOf(request.headers['accept-language']));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="credit-note-${note.number.replace(/[^\w-]+/g, '_')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
