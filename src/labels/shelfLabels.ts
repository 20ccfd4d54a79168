import type { LabelContent } from './labelDrawing';
import { DEFAULT_MARGINS } from './layouts';
import { pdfWriter } from './pdfWriter';
import { qrModules } from './qr';
import { encodeBarcode } from './symbology';

export interface ShelfLabel {
  code: string;
  /** The second line of the label (the rack and warehouse it is in). */
  place: string;
}

/** A shelf's label: its code printed, as a Code 128 and as a QR code, for the scanners of the stock screens. */
export const shelfLabelContent = ({ code, place }: ShelfLabel): LabelContent => {
  const barcode = encodeBarcode(code, 'CODE128');
  // Shelf codes are capitals, digits and hyphens (STOCK_CODE): Code 128 always holds them.
  if (!barcode.ok) throw new Error(`${code}: ${barcode.problem}`);
  return { sku: code, title: place, size: '', price: '', barcode, qrText: code, qr: qrModules(code) };
};

/** The labels of shelves as an A4 sheet (3 x 8) in a PDF, through the labels' own PDF writer. */
export const shelfLabelsPdf = async (shelves: ShelfLabel[]) => {
  const writer = await pdfWriter({ kind: 'pdf', sheet: 'a4-3x8', margins: DEFAULT_MARGINS });
  for (const shelf of shelves) await writer.add(shelfLabelContent(shelf));
  return (await writer.finish()).file;
};
