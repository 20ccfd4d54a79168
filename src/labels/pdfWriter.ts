import { drawLabel } from './labelDrawing';
import { sheetGeometry } from './layouts';
import { PdfSheets } from './pdf';
import type { LabelOutput, OutputWriter } from './protocol';

/** Labels on the cells of PDF sheets. */
export const pdfWriter = async (output: Extract<LabelOutput, { kind: 'pdf' }>): Promise<OutputWriter> => {
  const geometry = sheetGeometry(output.sheet, output.margins);
  const sheets = await PdfSheets.create(geometry);
  const { width, height } = geometry.cells[0]!;
  return {
    latinOnly: true,
    async add(label) {
      sheets.add(drawLabel(label, width, height));
    },
    async finish() {
      const bytes = await sheets.save();
      return { file: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName: `labels-${output.sheet}.pdf` };
    },
  };
};
