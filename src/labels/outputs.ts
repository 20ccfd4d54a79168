import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { drawLabel } from './labelDrawing';
import { PX_PER_MM, ROLL_LABEL } from './layouts';
import { pdfWriter } from './pdfWriter';
import { pngPainters } from './pngPainters';
import type { LabelOutput, OutputWriter } from './protocol';
import { labelSvg } from './svg';
import { labelZpl } from './zpl';

/** A file name from a SKU, with nothing a file system refuses. */
export const fileNameOf = (sku: string) => sku.replace(/[\\/:*?"<>|\s]+/g, '_');

const zipWriter = (image: 'png' | 'svg'): OutputWriter => {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const encoder = new TextEncoder();
  const painters = image === 'png' ? pngPainters() : undefined;
  // PNGs being painted, oldest first: each is stored in the ZIP as it comes back, in order.
  const painting: Promise<void>[] = [];
  return {
    latinOnly: false,
    async add(label) {
      // PNG QR modules are whole pixels of the image; SVG's, of a 200 dpi print.
      const drawing = drawLabel(label, ROLL_LABEL.width, ROLL_LABEL.height, painters ? 1 / PX_PER_MM : undefined);
      const name = `${fileNameOf(label.sku)}.${image}`;
      if (painters) {
        // PNG is compressed already: stored as it is.
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        painting.push(painters.paint(drawing).then((png) => entry.push(png, true)));
        if (painting.length >= painters.inFlight) await painting.shift();
      } else {
        const entry = new ZipDeflate(name, { level: 6 });
        zip.add(entry);
        entry.push(encoder.encode(labelSvg(drawing)), true);
      }
    },
    async finish() {
      await Promise.all(painting);
      painters?.stop();
      zip.end();
      return { file: new Blob(chunks, { type: 'application/zip' }), fileName: `labels-${image}.zip` };
    },
  };
};

const zplWriter = (dpi: Extract<LabelOutput, { kind: 'zpl' }>['dpi']): OutputWriter => {
  const parts: string[] = [];
  return {
    latinOnly: true,
    async add(label) {
      parts.push(labelZpl(label, dpi));
    },
    async finish() {
      return { file: new Blob([`${parts.join('\n')}\n`], { type: 'text/plain' }), fileName: `labels-${dpi}dpi.zpl` };
    },
  };
};

export const outputWriter = (output: LabelOutput): Promise<OutputWriter> | OutputWriter => {
  if (output.kind === 'zip') return zipWriter(output.image);
  if (output.kind === 'pdf') return pdfWriter(output);
  return zplWriter(output.dpi);
};
