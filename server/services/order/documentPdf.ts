import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { INTL_LOCALES } from '@domain/intlLocales';
import { REPORT_TIME_ZONE } from '@domain/orders/report';
import { formatPrice } from '@domain/price';
import type { MessageParam, ServerMessageName } from '@domain/serverMessages';
import { textIn, type Language } from '@domain/serverTranslations';
import { toWinAnsi } from '@domain/winAnsi';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const SIZE = 7.5;
const GREY = rgb(0.45, 0.45, 0.45);
export const RULE = rgb(0.8, 0.8, 0.8);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface DrawOptions {
  width?: number;
  bold?: boolean;
  size?: number;
  align?: 'right';
  grey?: boolean;
}

/** A party of a tax document: the seller or the buyer, their name and address lines and GSTIN ('' when unregistered). */
export interface DocumentParty {
  lines: string[];
  gstin: string;
}

/** Where the supply is made, by state: its name and GST state code. */
export interface PlaceOfSupply {
  state: string;
  code: string;
}

/** What the order documents share: texts in one language, numbers and dates in its format, drawing cut to a width. */
export class DocumentPdf {
  protected readonly locale: string;
  private readonly numbers: Intl.NumberFormat;

  constructor(
    protected readonly doc: PDFDocument,
    protected readonly fonts: Fonts,
    protected readonly language: Language,
    protected readonly currency: string,
  ) {
    this.locale = INTL_LOCALES[language];
    this.numbers = new Intl.NumberFormat(this.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
    return formatPrice(minor, this.currency, this.locale, 'code');
  }

  date(at: Date) {
    return new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeZone: REPORT_TIME_ZONE }).format(at);
  }

  /** The GSTIN line of a party. */
  gstinLine(gstin: string) {
    return gstin ? this.text('order_doc_gstin', { gstin }) : this.text('order_doc_unregistered');
  }

  /** Draws text cut to `width` points (an ellipsis marks the cut), right-aligned at x + width when asked. */
  draw(page: PDFPage, raw: string, x: number, y: number, options: DrawOptions = {}) {
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

  /** Blocks side by side from `y` down (a bold title, then up to 7 lines each); answers the y below the longest. */
  blocks(page: PDFPage, y: number, blocks: [ServerMessageName, string[]][]) {
    const blockWidth = (A4[0] - 2 * MARGIN) / blocks.length;
    let lowest = y;
    blocks.forEach(([title, lines], at) => {
      const x = MARGIN + at * blockWidth;
      this.draw(page, this.text(title), x, y, { bold: true, width: blockWidth - 8 });
      lines.slice(0, 7).forEach((line, row) => {
        const lineY = y - 11 * (row + 1);
        this.draw(page, line, x, lineY, { width: blockWidth - 8 });
        lowest = Math.min(lowest, lineY);
      });
    });
    return lowest;
  }

  /** Label and money rows right-aligned from `y` down; answers the y below them. */
  /** Words of `raw` in lines of at most `width` points, at most `most` lines (the last cut with an ellipsis). */
  wrap(raw: string, width: number, size: number, most: number) {
    const font = this.fonts.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of toWinAnsi(raw).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    return lines.length > most ? [...lines.slice(0, most - 1), lines.slice(most - 1).join(' ')] : lines;
  }

  /**
   * The totals at the right, a title and its amount a row. A title given as text (a promotion's line,
   * its title and code) wraps over up to three lines rather than losing its code to the cut.
   */
  totals(page: PDFPage, y: number, rows: [ServerMessageName | { text: string }, number, boolean][]) {
    const right = A4[0] - MARGIN;
    for (const [title, value, bold] of rows) {
      const lines = typeof title === 'string' ? [this.text(title)] : this.wrap(title.text, 120, 9, 3);
      lines.forEach((line, at) => this.draw(page, line, right - 230, y - at * 11, { width: 120, bold, size: 9 }));
      this.draw(page, this.money(value), right - 110, y, { width: 110, align: 'right', bold, size: 9 });
      y -= lines.length * 11 + 2;
    }
    return y;
  }
}

/** A new A4 document with the standard fonts, titled. */
export const newDocument = async (title: string) => {
  const doc = await PDFDocument.create();
  doc.setCreator('Back-office console');
  doc.setTitle(toWinAnsi(title));
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  return { doc, fonts: { regular, bold } };
};
