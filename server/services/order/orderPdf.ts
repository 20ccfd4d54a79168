import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { INTL_LOCALES } from '@domain/intlLocales';
import type { OrderAddress } from '@domain/orders/schemas';
import { REPORT_TIME_ZONE } from '@domain/orders/report';
import { formatPrice } from '@domain/price';
import type { MessageParam, ServerMessageName } from '@domain/serverMessages';
import { textIn, type Language } from '@domain/serverTranslations';
import { toWinAnsi } from '@domain/winAnsi';

export type OrderDocumentKind = 'invoice' | 'packing_slip';

export interface DocumentLine {
  sku: string;
  title: string;
  quantity: number;
  unit_price: number;
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
  payment_method: string;
  carrier: string | null;
  tracking_number: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  shipping: number;
  total: number;
  paid: number;
  items_count: number;
  /** The store it was sold in, or the warehouse it left from: name and address lines. */
  seller: string[];
  lines: DocumentLine[];
}

/** Lines a page holds: each page repeats the header, the last adds the totals below its lines. */
export const LINES_PER_PAGE = 20;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 15;
const SIZE = 7.5;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

interface Column {
  /** Null: the line number's column, headed '#'. */
  title: ServerMessageName | null;
  width: number;
  align?: 'right';
  cell: (line: DocumentLine, index: number) => string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws an order's invoice or packing slip in one language (texts made safe for the standard fonts). */
class OrderPdf {
  private readonly locale: string;
  private readonly numbers: Intl.NumberFormat;
  private readonly percent: Intl.NumberFormat;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly language: Language,
    private readonly order: DocumentOrder,
  ) {
    this.locale = INTL_LOCALES[language];
    this.numbers = new Intl.NumberFormat(this.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    this.percent = new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 2 });
  }

  text(name: ServerMessageName, params?: Record<string, MessageParam>) {
    return textIn(this.language, params ? { key: `server.${name}`, params } : { key: `server.${name}` });
  }

  /** Minor units as a number in the language's format (cells; the table names the currency once). */
  amount(minor: number) {
    return this.numbers.format(minor / 100);
  }

  /** Minor units with the currency's code (the standard fonts have no ₹). */
  money(minor: number) {
    return formatPrice(minor, this.order.currency, this.locale, 'code');
  }

  /** Draws text cut to `width` points (an ellipsis marks the cut), right-aligned at x + width when asked. */
  draw(page: PDFPage, raw: string, x: number, y: number, options: { width?: number; bold?: boolean; size?: number; align?: 'right'; grey?: boolean } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE;
    let text = toWinAnsi(raw);
    if (options.width !== undefined && font.widthOfTextAtSize(text, size) > options.width) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > options.width) text = text.slice(0, -1);
      text = `${text}...`;
    }
    const left = options.align === 'right' && options.width !== undefined ? x + options.width - font.widthOfTextAtSize(text, size) : x;
    page.drawText(text, { x: left, y, size, font, color: options.grey ? GREY : undefined });
  }

  columns(kind: OrderDocumentKind): Column[] {
    const index: Column = { title: null, width: 16, cell: (_line, at) => String(at + 1) };
    const sku: Column = { title: 'order_doc_sku', width: 64, cell: (line) => line.sku };
    const quantity: Column = { title: 'order_doc_quantity', width: 30, align: 'right', cell: (line) => String(line.quantity) };
    const money = (title: ServerMessageName, width: number, value: (line: DocumentLine) => number): Column => ({ title, width, align: 'right', cell: (line) => this.amount(value(line)) });
    if (kind === 'packing_slip') {
      const packed: Column = { title: 'order_doc_packed', width: 45, align: 'right', cell: () => '[   ]' };
      return [index, sku, { title: 'order_doc_item', width: this.itemWidth([index, sku, quantity, packed]), cell: (line) => line.title }, quantity, packed];
    }
    const gst = this.order.intra_state
      ? [money('order_doc_cgst', 42, (line) => line.cgst), money('order_doc_sgst', 42, (line) => line.sgst)]
      : [money('order_doc_igst', 56, (line) => line.igst)];
    const tail = [
      quantity,
      money('order_doc_unit_price', 50, (line) => line.unit_price),
      { title: 'order_doc_rate', width: 30, align: 'right', cell: (line) => this.percent.format(line.tax_rate / 10_000) } satisfies Column,
      money('order_doc_taxable', 50, (line) => line.net - line.tax),
      ...gst,
      money('order_doc_amount', 54, (line) => line.net),
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

  /** Title, order number, date and page; the seller and the addresses. Answers where the lines start. */
  header(page: PDFPage, kind: OrderDocumentKind, pageNumber: number, pages: number) {
    const [width, height] = A4;
    let y = height - MARGIN - 14;
    this.draw(page, this.text(kind === 'invoice' ? 'order_doc_invoice' : 'order_doc_packing_slip'), MARGIN, y, { bold: true, size: 16 });
    this.draw(page, this.text('order_doc_page', { page: pageNumber, pages }), width - MARGIN - 150, y, { width: 150, align: 'right', grey: true });
    y -= 18;
    this.draw(page, this.text('order_doc_order', { number: this.order.number }), MARGIN, y, { bold: true, size: 10 });
    const date = new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeZone: REPORT_TIME_ZONE }).format(this.order.placed_at);
    this.draw(page, this.text('order_doc_placed', { date }), width - MARGIN - 200, y, { width: 200, align: 'right' });
    y -= 24;
    const blocks: [ServerMessageName, string[]][] = [
      ['order_doc_seller', this.order.seller.length ? this.order.seller : [this.text('order_doc_none')]],
      ['order_doc_bill_to', [this.order.customer_name, this.order.customer_email, ...this.addressLines(this.order.billing_address).slice(1)].filter(Boolean)],
      ['order_doc_ship_to', this.addressLines(this.order.shipping_address)],
    ];
    const blockWidth = (width - 2 * MARGIN) / 3;
    let lowest = y;
    blocks.forEach(([title, lines], at) => {
      const x = MARGIN + at * blockWidth;
      this.draw(page, this.text(title), x, y, { bold: true, width: blockWidth - 8 });
      lines.slice(0, 6).forEach((line, row) => {
        const lineY = y - 11 * (row + 1);
        this.draw(page, line, x, lineY, { width: blockWidth - 8 });
        lowest = Math.min(lowest, lineY);
      });
    });
    return lowest - 24;
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
      row(columns.map((column) => column.cell(line, first + at)), false);
    });
    return y - ROW;
  }

  /** The invoice's totals and tax breakdown, right-aligned; the packing slip's piece count and carrier. */
  footer(page: PDFPage, kind: OrderDocumentKind, top: number) {
    const order = this.order;
    const right = A4[0] - MARGIN;
    let y = top - 6;
    page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5, color: RULE });
    const carrier = order.carrier ? [this.text('order_doc_carrier', { carrier: order.carrier, tracking: order.tracking_number ?? '' })] : [];
    if (kind === 'packing_slip') {
      for (const text of [this.text('order_doc_pieces', { smart_count: order.items_count }), ...carrier]) {
        this.draw(page, text, MARGIN, y, { size: 9 });
        y -= 13;
      }
      return;
    }
    const notes = [
      this.text(order.tax_inclusive ? 'order_doc_tax_inclusive' : 'order_doc_tax_exclusive'),
      this.text('order_doc_amounts_in', { currency: order.currency }),
      this.text('order_doc_payment', { method: order.payment_method || '-' }),
      ...carrier,
    ];
    notes.forEach((note, at) => this.draw(page, note, MARGIN, y - at * 12, { grey: true, width: 250 }));
    const gst: [ServerMessageName, number][] = order.intra_state
      ? [['order_doc_cgst', order.cgst], ['order_doc_sgst', order.sgst]]
      : [['order_doc_igst', order.igst]];
    const rows: [ServerMessageName, number, boolean][] = [
      ['order_doc_subtotal', order.subtotal, false],
      ...(order.discount ? [['order_doc_discount', -order.discount, false] as [ServerMessageName, number, boolean]] : []),
      ...gst.map(([title, value]): [ServerMessageName, number, boolean] => [title, value, false]),
      ['order_doc_tax_total', order.tax, false],
      ['order_doc_shipping', order.shipping, false],
      ['order_doc_total', order.total, true],
      ['order_doc_paid', order.paid, false],
    ];
    for (const [title, value, bold] of rows) {
      this.draw(page, this.text(title), right - 230, y, { width: 120, bold, size: 9 });
      this.draw(page, this.money(value), right - 110, y, { width: 110, align: 'right', bold, size: 9 });
      y -= 13;
    }
  }

  render(kind: OrderDocumentKind) {
    const columns = this.columns(kind);
    const lines = this.order.lines;
    const pages = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
    for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
      const page = this.doc.addPage(A4);
      const first = (pageNumber - 1) * LINES_PER_PAGE;
      const top = this.header(page, kind, pageNumber, pages);
      const below = this.table(page, columns, lines.slice(first, first + LINES_PER_PAGE), first, top);
      if (pageNumber === pages) this.footer(page, kind, below);
    }
  }
}

/** The order's invoice or packing slip as a PDF (A4, Helvetica), in the staff member's language. */
export const orderPdf = async (kind: OrderDocumentKind, order: DocumentOrder, language: Language): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setCreator('Back-office console');
  doc.setTitle(toWinAnsi(`${textIn(language, { key: kind === 'invoice' ? 'server.order_doc_invoice' : 'server.order_doc_packing_slip' })} ${order.number}`));
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  new OrderPdf(doc, { regular, bold }, language, order).render(kind);
  return doc.save({ useObjectStreams: true });
};
