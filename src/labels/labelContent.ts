import type { LabelRow } from '@domain/labels';
import type { LabelContent } from './labelDrawing';
import { formatPrice } from '@domain/price';
import { qrModules } from './qr';
import { encodeBarcode, type CodeProblem } from './symbology';
import { fitsWinAnsi } from '@domain/winAnsi';

/** A variant whose label cannot be made, and why: listed to the staff member, never dropped quietly. */
export interface LabelIssue {
  id: number;
  sku: string;
  code: string;
  problem: CodeProblem;
}

/**
 * The label of one variant: its barcode (the variant's barcode, or its SKU when it has none), the QR
 * code of its tracking URL, and its texts with the price in the staff member's language.
 */
/** Outputs whose fonts hold Latin text only (PDF standard fonts, printer fonts) write the currency's code for a symbol they lack. */
const priceText = (row: LabelRow, locale: string, latinOnly: boolean) => {
  const withSymbol = formatPrice(row.price, row.currency, locale);
  return latinOnly && !fitsWinAnsi(withSymbol) ? formatPrice(row.price, row.currency, locale, 'code') : withSymbol;
};

export const labelContent = (row: LabelRow, locale: string, latinOnly = false): LabelContent | LabelIssue => {
  const code = row.barcode || row.sku;
  const barcode = encodeBarcode(code);
  if (!barcode.ok) return { id: row.id, sku: row.sku, code, problem: barcode.problem };
  return {
    sku: row.sku,
    title: row.title,
    size: row.size,
    price: priceText(row, locale, latinOnly),
    barcode,
    qrText: row.tracking_url,
    qr: qrModules(row.tracking_url),
  };
};

export const isIssue = (made: LabelContent | LabelIssue): made is LabelIssue => 'problem' in made;
