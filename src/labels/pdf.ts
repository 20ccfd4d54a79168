import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Box, LabelDrawing } from './labelDrawing';
import type { SheetGeometry } from './layouts';
import { toWinAnsi } from '@domain/winAnsi';

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => (mm * PT_PER_MM).toFixed(2);

/**
 * Label sheets as a PDF (pdf-lib): labels fill the sheet's cells page by page. Bars and QR modules
 * go in one raw content stream per page (one fill for all of them); texts use Helvetica.
 */
export class PdfSheets {
  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly geometry: SheetGeometry,
  ) {}

  private page: PDFPage | undefined;
  private boxes: string[] = [];
  private placed = 0;

  static async create(geometry: SheetGeometry) {
    const doc = await PDFDocument.create();
    doc.setCreator('Back-office console');
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfSheets(doc, { regular, bold }, geometry);
  }

  private flushBoxes() {
    if (!this.page || !this.boxes.length) return;
    const stream = this.doc.context.flateStream(`q 0 g\n${this.boxes.join('\n')}\nf\nQ\n`);
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.boxes = [];
  }

  add(drawing: LabelDrawing) {
    const { cells, pageWidth, pageHeight } = this.geometry;
    const index = this.placed++ % cells.length;
    if (index === 0) {
      this.flushBoxes();
      this.page = this.doc.addPage([pageWidth * PT_PER_MM, pageHeight * PT_PER_MM]);
    }
    const cell = cells[index]!;
    // PDF space starts at the page's bottom left.
    const box = (b: Box) => `${pt(cell.x + b.x)} ${pt(pageHeight - cell.y - b.y - b.height)} ${pt(b.width)} ${pt(b.height)} re`;
    for (const b of drawing.bars) this.boxes.push(box(b));
    for (const b of drawing.qr) this.boxes.push(box(b));
    for (const line of drawing.texts)
      this.page!.drawText(toWinAnsi(line.text), {
        x: (cell.x + line.x) * PT_PER_MM,
        y: (pageHeight - cell.y - line.y) * PT_PER_MM,
        size: line.size * PT_PER_MM,
        font: line.bold ? this.fonts.bold : this.fonts.regular,
      });
  }

  async save(): Promise<Uint8Array> {
    this.flushBoxes();
    return this.doc.save({ useObjectStreams: true });
  }
}
