import { createCanvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Picture } from './zxingReader';

/** pdf.js's metrics of the standard 14 fonts, from the installed package (PDFs name Helvetica without embedding it). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The pages of a PDF as pictures at `dpi`, rendered by pdf.js (its legacy build runs on Node 20) on
 * @napi-rs/canvas, as a scanner of that resolution would see them.
 * `pages` picks the pages (1-based); every page by default. `png` encodes the page (to look at it).
 */
export async function* pdfPages(bytes: Uint8Array, dpi: number, pages?: number[]): AsyncGenerator<{ page: number; picture: Picture; png: () => Buffer }> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    for (const number of pages ?? Array.from({ length: pdf.numPages }, (_, index) => index + 1)) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const [width, height] = [Math.round(viewport.width), Math.round(viewport.height)];
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const { data } = context.getImageData(0, 0, width, height);
      yield { page: number, picture: { data, width, height, colorSpace: 'srgb' } as unknown as Picture, png: () => canvas.toBuffer('image/png') };
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
}
