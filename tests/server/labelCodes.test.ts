import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCodes, prepareReader, type Picture } from './zxingReader';
import { PDFDocument } from 'pdf-lib';
import type { LabelRow } from '@domain/labels';
import { isIssue, labelContent } from '../../src/labels/labelContent';
import type { LabelContent } from '../../src/labels/labelDrawing';
import { drawLabel } from '../../src/labels/labelDrawing';
import { PRINT_PIXEL, PX_PER_MM, sheetGeometry } from '../../src/labels/layouts';
import { textWidth } from '../../src/labels/textWidth';
import { pdfPages } from './pdfRaster';
import { PdfSheets } from '../../src/labels/pdf';
import { qrModules } from '../../src/labels/qr';
import { shelfLabelContent, shelfLabelsPdf } from '../../src/labels/shelfLabels';
import { labelSvg } from '../../src/labels/svg';
import { eanCheckDigit, encodeBarcode } from '../../src/labels/symbology';
import { labelZpl } from '../../src/labels/zpl';

type Rect = { x: number; y: number; width: number; height: number };

/** Dark rectangles on white as the grey-free RGBA picture zxing reads, `scale` pixels per unit, with a margin. */
const raster = (rects: Rect[], width: number, height: number, scale: number, margin = 40) => {
  const w = Math.ceil(width * scale) + 2 * margin;
  const h = Math.ceil(height * scale) + 2 * margin;
  const data = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const r of rects)
    for (let y = Math.round(r.y * scale); y < Math.round((r.y + r.height) * scale); y++)
      for (let x = Math.round(r.x * scale); x < Math.round((r.x + r.width) * scale); x++) {
        const at = ((y + margin) * w + x + margin) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  return { data, width: w, height: h, colorSpace: 'srgb' } as unknown as Picture;
};

const barRects = (modules: string): Rect[] =>
  [...modules].flatMap((bit, x) => (bit === '1' ? [{ x, y: 0, width: 1, height: 40 }] : []));
const qrRects = (matrix: boolean[][]): Rect[] => matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [{ x, y, width: 1, height: 1 }] : [])));

const decode = decodeCodes;

/** The rectangles of one group of an SVG label (`barcode` or `qr`). */
const svgRects = (svg: string, group: string): Rect[] => {
  const inner = svg.match(new RegExp(`<g class="${group}">(.*?)</g>`))![1]!;
  return [...inner.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"\/>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
    height: Number(m[4]),
  }));
};

const row = (overrides: Partial<LabelRow> = {}): LabelRow => ({
  id: 7,
  sku: 'KURTA-CH-0042',
  barcode: null,
  title: 'Chanderi silk kurta with zari border',
  size: 'M',
  colour: 'Ivory',
  price: 199_900,
  currency: 'INR',
  tracking_url: 'https://console.example.com/apps/variant-tracking/KURTA-CH-0042',
  ...overrides,
});
const contentOf = (overrides: Partial<LabelRow> = {}, latinOnly = false) => {
  const made = labelContent(row(overrides), 'en-IN', latinOnly);
  if (isIssue(made)) throw new Error(`unexpected issue ${made.problem}`);
  return made;
};

beforeAll(prepareReader);

describe('barcodes and QR codes decode back to what they hold', () => {
  it('Code 128 for a SKU or a code that is not an EAN-13', async () => {
    for (const value of ['KURTA-CH-0042', 'ab-12 x/Y', '12345678']) {
      const encoded = encodeBarcode(value);
      expect(encoded).toMatchObject({ ok: true, format: 'CODE128' });
      if (!encoded.ok) continue;
      expect(await decode(raster(barRects(encoded.modules), encoded.modules.length, 40, 3))).toEqual([{ format: 'Code128', text: value }]);
    }
  });

  it('EAN-13 for 13 digits with a right check digit', async () => {
    const value = `890103086527${eanCheckDigit('890103086527')}`;
    const encoded = encodeBarcode(value);
    expect(encoded).toMatchObject({ ok: true, format: 'EAN13' });
    if (encoded.ok) expect(await decode(raster(barRects(encoded.modules), encoded.modules.length, 40, 3))).toEqual([{ format: 'EAN13', text: value }]);
  });

  it('reports a wrong EAN-13 check digit and characters Code 128 cannot hold instead of printing them', () => {
    const good = `890103086527${eanCheckDigit('890103086527')}`;
    const bad = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    expect(encodeBarcode(bad)).toEqual({ ok: false, value: bad, problem: 'ean_check_digit' });
    expect(encodeBarcode('SAREE-₹-1')).toEqual({ ok: false, value: 'SAREE-₹-1', problem: 'code128_characters' });
    expect(labelContent(row({ barcode: bad }), 'en-IN')).toEqual({ id: 7, sku: 'KURTA-CH-0042', code: bad, problem: 'ean_check_digit' });
  });

  it('QR code of the tracking URL', async () => {
    const url = row().tracking_url;
    const matrix = qrModules(url);
    expect(await decode(raster(qrRects(matrix), matrix.length, matrix.length, 6))).toEqual([{ format: 'QRCode', text: url }]);
  });

  it('a whole SVG label: its barcode and its QR code read back, its texts are there', async () => {
    const ean = `890103086527${eanCheckDigit('890103086527')}`;
    for (const content of [contentOf(), contentOf({ barcode: ean })]) {
      const svg = labelSvg(drawLabel(content, 50, 25));
      expect(await decode(raster(svgRects(svg, 'barcode'), 50, 25, 16))).toEqual([{ format: content.barcode.format === 'EAN13' ? 'EAN13' : 'Code128', text: content.barcode.value }]);
      expect(await decode(raster(svgRects(svg, 'qr'), 50, 25, 16))).toEqual([{ format: 'QRCode', text: row().tracking_url }]);
      expect(svg).toContain('>KURTA-CH-0042</text>');
      expect(svg).toContain('M  ·  ₹1,999.00</text>');
    }
  });
});

/** The fields of ZPL labels, read back: texts, barcode (command and data), QR data. */
const parseZpl = (zpl: string) =>
  zpl
    .split('^XZ')
    .filter((label) => label.includes('^XA'))
    .map((label) => {
      const unescape = (text: string) => text.replace(/\\([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const fields = [...label.matchAll(/\^(A0|BC|BE|BQ)[^^]*(?:\^FB[^^]*)?(?:\^BY[^^]*)?(\^FH\\)?\^FD(.*?)\^FS/g)].map((m) => ({ command: m[1]!, data: m[2] ? unescape(m[3]!) : m[3]! }));
      return {
        width: Number(label.match(/\^PW(\d+)/)![1]),
        length: Number(label.match(/\^LL(\d+)/)![1]),
        texts: fields.filter((f) => f.command === 'A0').map((f) => f.data),
        barcode: fields.find((f) => f.command === 'BC' || f.command === 'BE'),
        qr: fields.find((f) => f.command === 'BQ')?.data,
      };
    });

describe('ZPL', () => {
  it('writes a 50 x 25 mm label at 203 and 300 dpi that parses back to its fields', () => {
    const content: LabelContent = contentOf({ title: 'Kurta ^ with ~ tilde' }, true);
    for (const [dpi, width, length] of [[203, 400, 200], [300, 591, 295]] as const) {
      const [label] = parseZpl(labelZpl(content, dpi));
      expect(label).toEqual({
        width,
        length,
        texts: ['KURTA-CH-0042', 'Kurta ^ with ~ tilde', 'M  ·  INR\u00a01,999.00'],
        barcode: { command: 'BC', data: 'KURTA-CH-0042' },
        qr: `MA,${row().tracking_url}`,
      });
    }
    const ean = `890103086527${eanCheckDigit('890103086527')}`;
    expect(parseZpl(labelZpl(contentOf({ barcode: ean }, true), 203))[0]!.barcode).toEqual({ command: 'BE', data: ean.slice(0, 12) });
  });

  it('wraps a long title in a field block that ends before the QR code, as every text does', () => {
    const title = 'Hand-embroidered Chanderi silk kurta with zari border and mirror work';
    for (const dpi of [203, 300] as const) {
      const zpl = labelZpl(contentOf({ title }, true), dpi);
      const qrX = Number(zpl.match(/\^FO(\d+),\d+\^BQN/)![1]);
      const blocks = [...zpl.matchAll(/\^FO(\d+),\d+\^A0N,\d+,\d+\^FB(\d+),(\d+),/g)].map((m) => ({ x: Number(m[1]), width: Number(m[2]), lines: Number(m[3]) }));
      expect(blocks).toHaveLength(3);
      for (const block of blocks) expect(block.x + block.width).toBeLessThan(qrX);
      expect(blocks[1]!.lines).toBe(2);
      expect(parseZpl(zpl)[0]!.texts[1]).toMatch(/^Hand-embroidered Chanderi silk kurta with/);
    }
  });
});

describe('label layout', () => {
  const cells = (['a4-3x8', 'a4-4x10', 'roll-50x25'] as const).map((sheet) => sheetGeometry(sheet).cells[0]!);
  /** Where the texts must end: the left edge of the QR code's quiet zone. */
  const qrBlock = (drawing: ReturnType<typeof drawLabel>, module: number) => ({
    left: Math.min(...drawing.qr.map((box) => box.x)) - 4 * module,
    bottom: Math.max(...drawing.qr.map((box) => box.y + box.height)) + 4 * module,
  });

  it('keeps a short size whole beside a long price on a PNG label, inside the room left of the QR code', () => {
    const drawing = drawLabel(contentOf({ size: 'UK 8', price: 1_299_900 }), 50, 25, 1 / PX_PER_MM);
    const line = drawing.texts[2]!;
    expect(line.text).toBe('UK 8  ·  ₹12,999.00');
    const module = drawing.qr[0]!.height;
    expect(line.x + textWidth(line.text, line.size)).toBeLessThanOrEqual(qrBlock(drawing, module).left);
  });

  it('shrinks a line before cutting it, cuts only what does not fit, and never the price', () => {
    const drawing = drawLabel(contentOf({ size: 'EU 42 / UK 8 / US 10, relaxed fit', price: 1_299_900 }), 50, 25, 1 / PX_PER_MM);
    const [, title, last] = drawing.texts;
    expect(last!.text).toMatch(/^EU 42 \/ .*… {2}· {2}₹12,999\.00$/);
    expect(last!.size).toBeLessThan(drawing.texts[0]!.size);
    expect(title!.text).toMatch(/^Chanderi silk kurta.*…$/);
    const module = drawing.qr[0]!.height;
    for (const line of drawing.texts) expect(line.x + textWidth(line.text, line.size, line.bold)).toBeLessThanOrEqual(qrBlock(drawing, module).left);
  });

  it('draws QR modules as whole 200 dpi pixels, on that grid, with a quiet zone of four modules', () => {
    for (const cell of cells) {
      const drawing = drawLabel(contentOf({}, true), cell.width, cell.height);
      const module = Math.min(...drawing.qr.map((box) => box.height));
      const pixels = module / PRINT_PIXEL;
      expect(pixels).toBeGreaterThanOrEqual(2);
      expect(Math.abs(pixels - Math.round(pixels))).toBeLessThan(1e-6);
      for (const box of drawing.qr) for (const at of [cell.x + box.x, cell.y + box.y]) expect(Math.abs(at / PRINT_PIXEL - Math.round(at / PRINT_PIXEL))).toBeLessThan(1e-6);
      const block = qrBlock(drawing, module);
      expect(Math.min(...drawing.qr.map((box) => box.y))).toBeGreaterThanOrEqual(4 * module - 1e-9);
      expect(Math.max(...drawing.qr.map((box) => box.x + box.width)) + 4 * module).toBeLessThanOrEqual(cell.width + 1e-9);
      expect(block.bottom).toBeLessThanOrEqual(Math.min(...drawing.bars.map((box) => box.y)) + 1e-9);
      for (const line of drawing.texts) expect(line.x + textWidth(line.text, line.size, line.bold)).toBeLessThanOrEqual(block.left);
    }
  });

  it('a page of PDF labels rendered at 200 dpi reads back: every QR code and every barcode', async () => {
    const ean = (index: number) => `8901030${String(index).padStart(5, '0')}${eanCheckDigit(`8901030${String(index).padStart(5, '0')}`)}`;
    for (const sheet of ['a4-3x8', 'a4-4x10'] as const) {
      const geometry = sheetGeometry(sheet);
      const sheets = await PdfSheets.create(geometry);
      const labels = geometry.cells.map((_, index) => {
        // SKUs like the catalogue's and URLs of two lengths: the QR code's version changes with them.
        const sku = `${['KUR', 'LEH', 'SAR'][index % 3]}-${index.toString(36).toUpperCase().padStart(5, '0')}-${(index % 5) + 1}`;
        const origin = index % 4 ? 'https://console.example.com' : 'http://127.0.0.1:8305';
        return contentOf({ id: index, sku, barcode: index % 2 ? ean(index) : null, tracking_url: `${origin}/apps/variant-tracking/${sku}` }, true);
      });
      for (const label of labels) sheets.add(drawLabel(label, geometry.cells[0]!.width, geometry.cells[0]!.height));
      for await (const { picture } of pdfPages(await sheets.save(), 200)) {
        const codes = await decode(picture);
        expect(codes.filter((code) => code.format === 'QRCode').map((code) => code.text).sort()).toEqual(labels.map((label) => label.qrText).sort());
        expect(codes.filter((code) => code.format !== 'QRCode').map((code) => code.text).sort()).toEqual(labels.map((label) => label.barcode.value).sort());
      }
    }
  });
});

describe('PDF sheets', () => {
  it('fills A4 3 x 8 and 4 x 10 grids and one roll label a page', async () => {
    const content = contentOf({}, true);
    for (const [sheet, pages] of [['a4-3x8', 3], ['a4-4x10', 2], ['roll-50x25', 50]] as const) {
      const geometry = sheetGeometry(sheet, { page: 6, gap: 1.5 });
      const sheets = await PdfSheets.create(geometry);
      for (let i = 0; i < 50; i++) sheets.add(drawLabel(content, geometry.cells[0]!.width, geometry.cells[0]!.height));
      const pdf = await PDFDocument.load(await sheets.save());
      expect(pdf.getPageCount()).toBe(pages);
      const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
      expect([Math.round(width), Math.round(height)]).toEqual(sheet === 'roll-50x25' ? [142, 71] : [595, 842]);
    }
  });

  it('refuses margins that leave no room for labels', () => {
    expect(() => sheetGeometry('a4-4x10', { page: 30, gap: 30 })).toThrow(RangeError);
  });
});

describe('shelf labels', () => {
  it('a shelf label reads back its code as Code 128 (even 13 digits) and as a QR code, and prints it', async () => {
    for (const code of ['A-01', `890103086527${eanCheckDigit('890103086527')}`]) {
      const drawing = drawLabel(shelfLabelContent({ code, place: 'Rack R1' }), 63.5, 33.9);
      expect(await decode(raster(drawing.bars, 63.5, 33.9, 16))).toEqual([{ format: 'Code128', text: code }]);
      expect(await decode(raster(drawing.qr, 63.5, 33.9, 16))).toEqual([{ format: 'QRCode', text: code }]);
      expect(drawing.texts.map((text) => text.text)).toEqual([code, 'Rack R1', '']);
    }
  });

  it('puts one label a shelf on A4 sheets of 24', async () => {
    const shelves = (count: number) => Array.from({ length: count }, (_, index) => ({ code: `A-${String(index + 1).padStart(2, '0')}`, place: 'Rack A' }));
    for (const [count, pages] of [[24, 1], [25, 2], [40, 2]] as const) {
      const file = await shelfLabelsPdf(shelves(count));
      expect(file.type).toBe('application/pdf');
      expect((await PDFDocument.load(await file.arrayBuffer())).getPageCount()).toBe(pages);
    }
  });
});
