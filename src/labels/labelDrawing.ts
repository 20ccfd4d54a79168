import type { EncodedBarcode } from './symbology';

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

/** Helvetica's average advance is about half its size: enough to keep a line inside its box. */
const CHAR_WIDTH = 0.55;
const fit = (text: string, width: number, size: number) => {
  const max = Math.max(1, Math.floor(width / (size * CHAR_WIDTH)));
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
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

/**
 * The label's layout: SKU, title, and size with price at the top left, the QR code (tracking URL) at
 * the top right, and the barcode across the whole width below them, with its quiet zones.
 */
export const drawLabel = (content: LabelContent, width: number, height: number): LabelDrawing => {
  const pad = Math.min(2, height * 0.06);
  const topHeight = height * 0.55;
  const qrSide = Math.min(topHeight - pad, width * 0.4);
  const qrX = width - pad - qrSide;
  const module = qrSide / content.qr.length;
  const qr: Box[] = [];
  content.qr.forEach((row, y) => {
    for (const [start, length] of runs(row.map((dark) => (dark ? '1' : '0')).join('')))
      qr.push({ x: qrX + start * module, y: pad + y * module, width: length * module, height: module });
  });

  const textWidth = qrX - 2 * pad;
  const size = Math.min(3.2, (topHeight - pad) / 3.6);
  const lineHeight = size * 1.2;
  // The price is never cut: the size gives way to it.
  const priceWidth = (content.price.length + 5) * size * CHAR_WIDTH;
  const sizeText = content.size ? `${fit(content.size, Math.max(0, textWidth - priceWidth), size)}  ·  ` : '';
  const lines = [
    { text: fit(content.sku, textWidth, size), bold: true },
    { text: fit(content.title, textWidth, size), bold: false },
    { text: `${sizeText}${content.price}`, bold: false },
  ];
  const texts = lines.map((line, index) => ({ x: pad, y: pad + size + index * lineHeight, size, bold: line.bold, text: line.text }));

  const barTop = topHeight + pad / 2;
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
