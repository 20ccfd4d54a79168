import type { PDFPage } from 'pdf-lib';
import { rupeesInWords } from '@domain/gst/words';
import { splitGst } from '@domain/orders/tax';
import { mulDivRound } from '@domain/orders/allocation';
import type { ServerMessageName } from '@domain/serverMessages';
import { textIn, type Language } from '@domain/serverTranslations';
import { A4, DocumentPdf, MARGIN, RULE, newDocument, type DocumentParty, type PlaceOfSupply } from './documentPdf';

/** What a credit note's document shows: the note, and the order and invoice it credits when it has one. */
export interface DocumentCreditNote {
  number: string;
  issued_at: Date;
  currency: string;
  amount: number;
  reason: string;
  customer_name: string;
  customer_email: string;
  order: {
    number: string;
    invoice_number: string | null;
    invoice_issued_at: Date | null;
    intra_state: boolean;
    /** The order's GST and total: the note credits GST in the same proportion. */
    tax: number;
    total: number;
    buyer_gstin: string;
    seller: DocumentParty;
    place_of_supply: PlaceOfSupply | null;
  } | null;
  /**
   * A return's note: the pieces it takes back, each with its price, its share of the order's discounts
   * (the line's own and the order-level ones spread over the lines) and what the customer paid for them.
   */
  lines?: CreditedLine[];
  /** The promotions the order was placed under, as on its invoice. */
  discount_lines?: { title: string; coupon_code: string | null }[];
}

export interface CreditedLine {
  sku: string;
  title: string;
  quantity: number;
  unit_price: number;
  /** Price of the pieces before discounts. */
  gross: number;
  discount: number;
  /** What is credited for them: what the customer paid. */
  amount: number;
}

/** The GST in a credit of `amount` against an order: the order's share of GST in its total. */
export const creditedTax = (amount: number, order: { tax: number; total: number } | null) => (order && order.total > 0 ? mulDivRound(amount, order.tax, order.total) : 0);

class CreditNotePdf extends DocumentPdf {
  constructor(doc: ConstructorParameters<typeof DocumentPdf>[0], fonts: ConstructorParameters<typeof DocumentPdf>[1], language: Language, private readonly note: DocumentCreditNote) {
    super(doc, fonts, language, note.currency);
  }

  header(page: PDFPage) {
    const [width, height] = A4;
    const { note } = this;
    let y = height - MARGIN - 14;
    this.draw(page, this.text('order_doc_credit_note'), MARGIN, y, { bold: true, size: 16 });
    this.draw(page, this.text('order_doc_page', { page: 1, pages: 1 }), width - MARGIN - 150, y, { width: 150, align: 'right', grey: true });
    y -= 18;
    this.draw(page, this.text('order_doc_credit_note_number', { number: note.number }), MARGIN, y, { bold: true, size: 10 });
    this.draw(page, this.text('order_doc_issued', { date: this.date(note.issued_at) }), width - MARGIN - 200, y, { width: 200, align: 'right', bold: true });
    const order = note.order;
    if (order) {
      y -= 16;
      const against = order.invoice_number && order.invoice_issued_at
        ? this.text('order_doc_against_invoice', { number: order.invoice_number, date: this.date(order.invoice_issued_at) })
        : this.text('order_doc_order', { number: order.number });
      this.draw(page, against, MARGIN, y, { size: 9 });
    }
    y -= 22;
    const seller = order?.seller.lines.length ? order.seller.lines : [this.text('order_doc_none')];
    const lowest = this.blocks(page, y, [
      ['order_doc_seller', [...seller.slice(0, 5), this.gstinLine(order?.seller.gstin ?? '')]],
      ['order_doc_bill_to', [note.customer_name, note.customer_email, this.gstinLine(order?.buyer_gstin ?? '')].filter(Boolean)],
    ]);
    const place = order?.place_of_supply;
    if (!place) return lowest - 24;
    this.draw(page, this.text('order_doc_place_of_supply', { state: place.state, code: place.code }), MARGIN, lowest - 18, { bold: true, size: 8.5 });
    return lowest - 40;
  }

  render() {
    const { note } = this;
    const page = this.doc.addPage(A4);
    let y = this.header(page);
    const tax = creditedTax(note.amount, note.order);
    const split = splitGst(tax, note.order?.intra_state ?? true);
    const gst: [ServerMessageName, number][] = note.order?.intra_state === false ? [['order_doc_igst', split.igst]] : [['order_doc_cgst', split.cgst], ['order_doc_sgst', split.sgst]];
    const right = A4[0] - MARGIN;
    this.draw(page, this.text('order_doc_item'), MARGIN, y, { bold: true });
    if (note.lines?.length) {
      this.draw(page, this.text('order_doc_quantity'), right - 230, y, { bold: true, width: 30, align: 'right' });
      this.draw(page, this.text('order_doc_unit_price'), right - 190, y, { bold: true, width: 60, align: 'right' });
      this.draw(page, this.text('order_doc_line_discount'), right - 120, y, { bold: true, width: 50, align: 'right' });
    }
    this.draw(page, this.text('order_doc_amount'), right - 80, y, { bold: true, width: 80, align: 'right' });
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: right, y: y - 4 }, thickness: 0.5, color: RULE });
    y -= 15;
    if (note.lines?.length) {
      for (const line of note.lines) {
        this.draw(page, `${line.sku} ${line.title}`, MARGIN, y, { width: right - 240 - MARGIN });
        this.draw(page, String(line.quantity), right - 230, y, { width: 30, align: 'right' });
        this.draw(page, this.amount(line.unit_price), right - 190, y, { width: 60, align: 'right' });
        this.draw(page, line.discount ? this.amount(-line.discount) : '', right - 120, y, { width: 50, align: 'right' });
        this.draw(page, this.amount(line.amount), right - 80, y, { width: 80, align: 'right' });
        y -= 12;
      }
      // The promotions behind the discounts, named as the invoice names them.
      for (const promotion of note.discount_lines ?? []) {
        const title = promotion.coupon_code ? `${promotion.title} (${promotion.coupon_code})` : promotion.title;
        this.draw(page, this.text('order_doc_discount_line', { title }), MARGIN, y, { width: 380, grey: true });
        y -= 12;
      }
    } else {
      const description = note.order ? this.text('order_doc_credit_line', { number: note.order.number }) : this.text('order_doc_store_credit');
      this.draw(page, description, MARGIN, y, { width: 380 });
      this.draw(page, this.amount(note.amount), right - 80, y, { width: 80, align: 'right' });
    }
    if (note.reason) {
      y -= 12;
      this.draw(page, this.text('order_doc_reason', { reason: note.reason }), MARGIN, y, { width: 380, grey: true });
    }
    y -= 28;
    page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5, color: RULE });
    this.draw(page, this.text('order_doc_amounts_in', { currency: note.currency }), MARGIN, y, { grey: true, width: 250 });
    const gross = note.lines?.reduce((sum, line) => sum + line.gross, 0) ?? 0;
    const discount = note.lines?.reduce((sum, line) => sum + line.discount, 0) ?? 0;
    const below = this.totals(page, y, [
      ...(discount
        ? [
            ['order_doc_subtotal', gross, false] as [ServerMessageName, number, boolean],
            ['order_doc_discount', -discount, false] as [ServerMessageName, number, boolean],
          ]
        : []),
      ['order_doc_taxable_total', note.amount - tax, false],
      ...gst.map(([title, value]): [ServerMessageName, number, boolean] => [title, value, false]),
      ['order_doc_tax_total', tax, false],
      ['order_doc_credit_total', note.amount, true],
    ]);
    const words = note.currency === 'INR' ? rupeesInWords(note.amount) : this.money(note.amount);
    this.draw(page, this.text('order_doc_in_words', { words }), MARGIN, below - 10, { bold: true, size: 8.5, width: A4[0] - 2 * MARGIN });
  }
}

/** A credit note as a tax document (A4, Helvetica), in the staff member's language. */
export const creditNotePdf = async (note: DocumentCreditNote, language: Language): Promise<Uint8Array> => {
  const { doc, fonts } = await newDocument(`${textIn(language, { key: 'server.order_doc_credit_note' })} ${note.number}`);
  new CreditNotePdf(doc, fonts, language, note).render();
  return doc.save({ useObjectStreams: true });
};
