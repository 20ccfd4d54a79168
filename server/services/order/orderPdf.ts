import type { PDFPage } from 'pdf-lib';
import { rupeesInWords } from '@domain/gst/words';
import type { OrderAddress } from '@domain/orders/schemas';
import type { ServerMessageName } from '@domain/serverMessages';
import { textIn, type Language } from '@domain/serverTranslations';
import { A4, DocumentPdf, MARGIN, RULE, newDocument, type DocumentParty, type PlaceOfSupply } from './documentPdf';

export type OrderDocumentKind = 'invoice' | 'packing_slip';

export interface DocumentLine {
  sku: string;
  title: string;
  hsn_code: string;
  quantity: number;
  unit_price: number;
  /** Taken off the line by its promotions and its share of the order's (0 on the shipping row). */
  discount: number;
  net: number;
  tax_rate: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** What an invoice or a packing slip shows of an order. */
export interface DocumentOrder {
  number: string;
  placed_at: Date;
  currency: string;
  customer_name: string;
  customer_email: string;
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  intra_state: boolean;
  tax_inclusive: boolean;
  /** The payment methods of the order's payments (message names), else the one chosen at checkout. */
  payment_methods: string[];
  carrier: string | null;
  tracking_number: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  shipping: number;
  shipping_tax: number;
  shipping_tax_rate: number;
  total: number;
  paid: number;
  items_count: number;
  invoice_number: string | null;
  invoice_issued_at: Date | null;
  /** The store it was sold in, or the warehouse it left from. */
  seller: DocumentParty;
  buyer_gstin: string;
  place_of_supply: PlaceOfSupply | null;
  lines: DocumentLine[];
  /** Each promotion the order was placed under and what it took off (the order's discount lines). */
  discount_lines: { title: string; coupon_code: string | null; amount: number }[];
}

/** Lines a page holds: each page repeats the header, the last adds the shipping row and the totals below its lines. */
export const LINES_PER_PAGE = 20;

/** The services code of courier and goods transport, on the shipping row. */
const SHIPPING_SAC = '996812';
const ROW = 15;

interface Column {
  /** Null: the line number's column, headed '#'. */
  title: ServerMessageName | null;
  width: number;
  align?: 'right';
  cell: (line: DocumentLine, index: number) => string;
}

/** Draws an order's invoice or packing slip in one language (texts made safe for the standard fonts). */
class OrderPdf extends DocumentPdf {
  private readonly percent: Intl.NumberFormat;

  constructor(doc: ConstructorParameters<typeof DocumentPdf>[0], fonts: ConstructorParameters<typeof DocumentPdf>[1], language: Language, private readonly order: DocumentOrder) {
    super(doc, fonts, language, order.currency);
    this.percent = new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 2 });
  }

  columns(kind: OrderDocumentKind): Column[] {
    const index: Column = { title: null, width: 14, cell: (_line, at) => (at < 0 ? '' : String(at + 1)) };
    const sku: Column = { title: 'order_doc_sku', width: kind === 'invoice' ? 56 : 64, cell: (line) => line.sku };
    const quantity: Column = { title: 'order_doc_quantity', width: kind === 'invoice' ? 20 : 30, align: 'right', cell: (line) => String(line.quantity) };
    const money = (title: ServerMessageName, width: number, value: (line: DocumentLine) => number): Column => ({ title, width, align: 'right', cell: (line) => this.amount(value(line)) });
    if (kind === 'packing_slip') {
      const packed: Column = { title: 'order_doc_packed', width: 45, align: 'right', cell: () => '[   ]' };
      return [index, sku, { title: 'order_doc_item', width: this.itemWidth([index, sku, quantity, packed]), cell: (line) => line.title }, quantity, packed];
    }
    const gst = this.order.intra_state
      ? [money('order_doc_cgst', 40, (line) => line.cgst), money('order_doc_sgst', 40, (line) => line.sgst)]
      : [money('order_doc_igst', 52, (line) => line.igst)];
    const tail = [
      { title: 'order_doc_hsn', width: 34, cell: (line) => line.hsn_code } satisfies Column,
      quantity,
      money('order_doc_unit_price', 48, (line) => line.unit_price),
      ...(this.order.discount ? [money('order_doc_line_discount', 44, (line) => line.discount)] : []),
      { title: 'order_doc_rate', width: 26, align: 'right', cell: (line) => this.percent.format(line.tax_rate / 10_000) } satisfies Column,
      money('order_doc_taxable', 50, (line) => line.net - line.tax),
      ...gst,
      money('order_doc_amount', 52, (line) => line.net),
    ];
    return [index, sku, { title: 'order_doc_item', width: this.itemWidth([index, sku, ...tail]), cell: (line) => line.title }, ...tail];
  }

  itemWidth(others: Column[]) {
    return A4[0] - 2 * MARGIN - others.reduce((sum, column) => sum + column.width + 4, 0) - 4;
  }

  /** Address lines of an order address, or "not given". */
  addressLines(address: OrderAddress | null) {
    if (!address) return [this.text('order_doc_none')];
    const place = [address.city, address.state, address.pincode].filter(Boolean).join(', ');
    return [address.name, address.line1, address.line2, place, address.mobile].filter(Boolean);
  }

  /** Shipping as an invoice row of its own: its taxable value and the GST in it. */
  shippingLine(): DocumentLine {
    const { shipping, shipping_tax: tax, shipping_tax_rate: rate, intra_state: intra, tax_inclusive: inclusive } = this.order;
    const cgst = intra ? Math.floor(tax / 2) : 0;
    return {
      sku: '',
      title: this.text('order_doc_shipping_line'),
      hsn_code: SHIPPING_SAC,
      quantity: 1,
      unit_price: shipping,
      discount: 0,
      net: inclusive ? shipping : shipping + tax,
      tax_rate: rate,
      tax,
      cgst,
      sgst: intra ? tax - cgst : 0,
      igst: intra ? 0 : tax,
    };
  }

  /** Title, invoice and order numbers, dates and page; seller, buyer, shipping address, place of supply. Answers where the lines start. */
  header(page: PDFPage, kind: OrderDocumentKind, pageNumber: number, pages: number) {
    const [width, height] = A4;
    const order = this.order;
    let y = height - MARGIN - 14;
    this.draw(page, this.text(kind === 'invoice' ? 'order_doc_invoice' : 'order_doc_packing_slip'), MARGIN, y, { bold: true, size: 16 });
    this.draw(page, this.text('order_doc_page', { page: pageNumber, pages }), width - MARGIN - 150, y, { width: 150, align: 'right', grey: true });
    if (kind === 'invoice' && order.invoice_number && order.invoice_issued_at) {
      y -= 18;
      this.draw(page, this.text('order_doc_invoice_number', { number: order.invoice_number }), MARGIN, y, { bold: true, size: 10 });
      this.draw(page, this.text('order_doc_invoice_date', { date: this.date(order.invoice_issued_at) }), width - MARGIN - 200, y, { width: 200, align: 'right', bold: true });
    }
    y -= 16;
    this.draw(page, this.text('order_doc_order', { number: order.number }), MARGIN, y, { bold: kind !== 'invoice', size: kind === 'invoice' ? 9 : 10 });
    this.draw(page, this.text('order_doc_placed', { date: this.date(order.placed_at) }), width - MARGIN - 200, y, { width: 200, align: 'right' });
    y -= 22;
    const billed = [order.customer_name, order.customer_email, ...this.addressLines(order.billing_address).slice(1)].filter(Boolean);
    const seller = order.seller.lines.length ? order.seller.lines : [this.text('order_doc_none')];
    const lowest =
      kind === 'invoice'
        ? this.blocks(page, y, [
            ['order_doc_seller', [...seller.slice(0, 5), this.gstinLine(order.seller.gstin)]],
            ['order_doc_bill_to', [...billed.slice(0, 5), this.gstinLine(order.buyer_gstin)]],
            ['order_doc_ship_to', this.addressLines(order.shipping_address)],
          ])
        : this.blocks(page, y, [
            ['order_doc_seller', seller],
            ['order_doc_bill_to', billed],
            ['order_doc_ship_to', this.addressLines(order.shipping_address)],
          ]);
    if (kind !== 'invoice') return lowest - 24;
    const place = order.place_of_supply;
    const placeText = place ? this.text('order_doc_place_of_supply', { state: place.state, code: place.code }) : this.text('order_doc_place_of_supply', { state: this.text('order_doc_none'), code: '-' });
    this.draw(page, placeText, MARGIN, lowest - 18, { bold: true, size: 8.5 });
    return lowest - 40;
  }

  /** The lines table from `top` down: a header row, then one row a line. Answers the y below it. */
  table(page: PDFPage, columns: Column[], lines: DocumentLine[], first: number, top: number) {
    let y = top;
    const row = (cells: string[], bold: boolean) => {
      let x = MARGIN;
      cells.forEach((cell, at) => {
        const column = columns[at]!;
        this.draw(page, cell, x, y, { width: column.width, align: column.align, bold });
        x += column.width + 4;
      });
    };
    row(columns.map((column) => (column.title ? this.text(column.title) : '#')), true);
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: A4[0] - MARGIN, y: y - 4 }, thickness: 0.5, color: RULE });
    lines.forEach((line, at) => {
      y -= ROW;
      row(columns.map((column) => column.cell(line, line.sku === '' && line.hsn_code === SHIPPING_SAC ? -1 : first + at)), false);
    });
    return y - ROW;
  }

  /** The invoice's totals, tax breakdown and amount in words; the packing slip's piece count and carrier. */
  footer(page: PDFPage, kind: OrderDocumentKind, top: number) {
    const order = this.order;
    let y = top - 6;
    page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: A4[0] - MARGIN, y: y + 10 }, thickness: 0.5, color: RULE });
    const carrier = order.carrier ? [this.text('order_doc_carrier', { carrier: order.carrier, tracking: order.tracking_number ?? '' })] : [];
    if (kind === 'packing_slip') {
      for (const text of [this.text('order_doc_pieces', { smart_count: order.items_count }), ...carrier]) {
        this.draw(page, text, MARGIN, y, { size: 9 });
        y -= 13;
      }
      return;
    }
    const methods = order.payment_methods.map((method) => this.text(`payment_method_${method}` as ServerMessageName)).join(', ');
    const notes = [
      this.text(order.tax_inclusive ? 'order_doc_tax_inclusive' : 'order_doc_tax_exclusive'),
      this.text('order_doc_amounts_in', { currency: order.currency }),
      this.text('order_doc_payment', { method: methods || '-' }),
      ...carrier,
    ];
    notes.forEach((note, at) => this.draw(page, note, MARGIN, y - at * 12, { grey: true, width: 250 }));
    const taxable = order.lines.reduce((sum, line) => sum + line.net - line.tax, 0) + (order.tax_inclusive ? order.shipping - order.shipping_tax : order.shipping);
    const gst: [ServerMessageName, number][] = order.intra_state
      ? [['order_doc_cgst', order.cgst], ['order_doc_sgst', order.sgst]]
      : [['order_doc_igst', order.igst]];
    const promotions = order.discount_lines.map((line): [{ text: string }, number, boolean] => [
      { text: this.text('order_doc_discount_line', { title: line.coupon_code ? `${line.title} (${line.coupon_code})` : line.title }) },
      -line.amount,
      false,
    ]);
    const below = this.totals(page, y, [
      ['order_doc_subtotal', order.subtotal, false],
      ...promotions,
      ...(order.discount ? [['order_doc_discount', -order.discount, false] as [ServerMessageName, number, boolean]] : []),
      ['order_doc_shipping', order.shipping, false],
      ['order_doc_taxable_total', taxable, false],
      ...gst.map(([title, value]): [ServerMessageName, number, boolean] => [title, value, false]),
      ['order_doc_tax_total', order.tax, false],
      ['order_doc_total', order.total, true],
      ['order_doc_paid', order.paid, false],
    ]);
    const words = order.currency === 'INR' ? rupeesInWords(order.total) : this.money(order.total);
    this.draw(page, this.text('order_doc_in_words', { words }), MARGIN, below - 10, { bold: true, size: 8.5, width: A4[0] - 2 * MARGIN });
  }

  render(kind: OrderDocumentKind) {
    const columns = this.columns(kind);
    const lines = this.order.lines;
    const pages = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
    for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
      const page = this.doc.addPage(A4);
      const first = (pageNumber - 1) * LINES_PER_PAGE;
      const top = this.header(page, kind, pageNumber, pages);
      const last = pageNumber === pages;
      const shown = lines.slice(first, first + LINES_PER_PAGE);
      const below = this.table(page, columns, kind === 'invoice' && last && this.order.shipping ? [...shown, this.shippingLine()] : shown, first, top);
      if (last) this.footer(page, kind, below);
    }
  }
}

/** The order's invoice or packing slip as a PDF (A4, Helvetica), in the staff member's language. */
export const orderPdf = async (kind: OrderDocumentKind, order: DocumentOrder, language: Language): Promise<Uint8Array> => {
  const title = textIn(language, { key: kind === 'invoice' ? 'server.order_doc_invoice' : 'server.order_doc_packing_slip' });
  const { doc, fonts } = await newDocument(`${title} ${kind === 'invoice' ? (order.invoice_number ?? order.number) : order.number}`);
  new OrderPdf(doc, fonts, language, order).render(kind);
  return doc.save({ useObjectStreams: true });
};
