import type { EncodedBarcode } from './symbology';
import { PRINT_PIXEL } from './layouts';
import { cutToWidth, textWidth } from './textWidth';

/** What one label shows, ready to draw: its texts and its two codes. */
export interface LabelContent {
  sku: string;
  title: string;
  size: string;
  price: string;
  barcode: Extract<EncodedBarcode, { ok: true }>;
  /** What the QR code holds: the variant's tracking URL. */
  qrText: string;
  qr: boolean[][];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

/** A label as dark boxes and text lines, in mm from the label's top left: every output draws this. */
export interface LabelDrawing {
  width: number;
  height: number;
  bars: Box[];
  qr: Box[];
  texts: TextLine[];
}

/** A line may shrink to this share of its size before its text is cut. */
const SMALLEST = 0.75;

/** The largest size, down to SMALLEST of `size`, at which `text` fits `width`. */
const sizeToFit = (text: string, width: number, size: number, bold: boolean) =>
  Math.max(size * SMALLEST, Math.min(size, (size * width) / Math.max(textWidth(text, size, bold), 1e-9)));

/** One line of text in `width`: whole at its size when it fits, else smaller, and cut only when even the smallest size is too wide. */
const fitLine = (text: string, width: number, size: number, bold: boolean) => {
  const fitted = sizeToFit(text, width, size, bold);
  return { text: cutToWidth(text, width, fitted, bold), size: fitted };
};

/** The size and price line: the price is never cut; the size is shrunk with it, and cut only when nothing else is left. */
const fitSizeAndPrice = (sizeText: string, price: string, width: number, size: number) => {
  const separator = sizeText && price ? '  ·  ' : '';
  const whole = `${sizeText}${separator}${price}`;
  const fitted = sizeToFit(whole, width, size, false);
  if (!sizeText || textWidth(whole, fitted) <= width) return { text: whole, size: fitted };
  return { text: `${cutToWidth(sizeText, width, fitted, false, `${separator}${price}`)}${separator}${price}`, size: fitted };
};

/** Runs of '1' in a module string, as [start, length]. */
const runs = (modules: string) => {
  const found: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    let end = i;
    while (modules[end + 1] === '1') end++;
    found.push([i, end - i + 1]);
    i = end;
  }
  return found;
};

/** Code 128 and EAN-13 both ask for a quiet zone of about 10 modules each side. */
const QUIET_MODULES = 10;

/** A QR code's quiet zone, in modules, on each side. */
export const QR_QUIET_MODULES = 4;

/** `mm` down to a whole number of `pixel`s (a hair of slack keeps 3.0000 from becoming 2). */
const wholePixels = (mm: number, pixel: number) => Math.floor(mm / pixel + 1e-6) * pixel;

/**
 * The label's layout: SKU, title, and size with price at the top left, the QR code (tracking URL) at
 * the top right with its quiet zone, and the barcode across the whole width below them, with its
 * quiet zones. QR modules are a whole number of `pixel`s (mm, the output's device pixel) and start on
 * that pixel grid, so the code is drawn without grey seams; the label's origin must be on it too.
 */
export const drawLabel = (content: LabelContent, width: number, height: number, pixel = PRINT_PIXEL): LabelDrawing => {
  const pad = Math.min(2, height * 0.06);
  const topHeight = height * 0.6;
  const barTop = topHeight + pad / 2;

  const span = content.qr.length + 2 * QR_QUIET_MODULES;
  const module = Math.max(pixel, wholePixels(Math.min(barTop, width * 0.45) / span, pixel));
  // The QR block (code and quiet zone) in the top right corner; texts stay left of it.
  const blockX = wholePixels(width - span * module, pixel);
  const qrX = blockX + QR_QUIET_MODULES * module;
  const qrY = QR_QUIET_MODULES * module;
  const qr: Box[] = [];
  content.qr.forEach((row, y) => {
    for (const [start, length] of runs(row.map((dark) => (dark ? '1' : '0')).join('')))
      qr.push({ x: qrX + start * module, y: qrY + y * module, width: length * module, height: module });
  });

  const textRoom = blockX - pad;
  const size = Math.min(3.2, (topHeight - pad) / 3.6);
  const lineHeight = size * 1.2;
  const lines = [
    { ...fitLine(content.sku, textRoom, size, true), bold: true },
    { ...fitLine(content.title, textRoom, size, false), bold: false },
    { ...fitSizeAndPrice(content.size, content.price, textRoom, size), bold: false },
  ];
  const texts = lines.map((line, index) => ({ x: pad, y: pad + size + index * lineHeight, size: line.size, bold: line.bold, text: line.text }));

  const barHeight = height - pad - barTop;
  const barModule = (width - 2 * pad) / (content.barcode.modules.length + 2 * QUIET_MODULES);
  const bars = runs(content.barcode.modules).map(([start, length]) => ({
    x: pad + (QUIET_MODULES + start) * barModule,
    y: barTop,
    width: length * barModule,
    height: barHeight,
  }));
  return { width, height, bars, qr, texts };
};
