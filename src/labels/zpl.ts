import type { LabelContent } from './labelDrawing';
import { ROLL_LABEL } from './layouts';
import { cutToWidth } from './textWidth';

export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];

/** Field data behind ^FH\: the characters ZPL reads as commands are written as hex. */
const escapeField = (text: string) => text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** In ^BC data '>' starts a subset switch; '><' is the character itself. */
const escapeCode128 = (text: string) => escapeField(text).replace(/>/g, '><');

/** Modules of quiet zone the QR code keeps on each side, texts included. */
const QR_QUIET = 4;
/** The title may take two lines; a wrapped text at most fills this share of them (words break early). */
const WRAP_FILL = 1.8;

/** A text cut to what the printer's font shows in `width` dots (Helvetica's widths: its font 0 is narrower). */
const cutForPrinter = (text: string, width: number, font: number) => cutToWidth(text, width, font, true).replace(/…$/, '...');

/**
 * One 50 x 25 mm label in ZPL II for a thermal printer of the given resolution: the printer draws the
 * barcode (^BC Code 128 or ^BE EAN-13) and the QR code (^BQ) itself; texts in UTF-8 (^CI28), each in
 * a field block (^FB) that ends before the QR code's quiet zone, the title wrapped on two lines.
 */
export const labelZpl = (label: LabelContent, dpi: ZplDpi): string => {
  const dots = (mm: number) => Math.round((mm * dpi) / 25.4);
  const width = dots(ROLL_LABEL.width);
  const height = dots(ROLL_LABEL.height);
  const pad = dots(1.5);
  const topHeight = Math.round(height * 0.6);
  const span = label.qr.length + 2 * QR_QUIET;
  const qrMagnification = Math.max(1, Math.min(10, Math.floor(topHeight / span)));
  const blockX = width - qrMagnification * span;
  const qrX = blockX + QR_QUIET * qrMagnification;
  const textWidth = blockX - pad;
  // SKU, two title lines (smaller) and the size with the price fill the top.
  const font = Math.floor((topHeight - pad) / 3.96);
  const titleFont = Math.round(font * 0.8);
  const titleTop = pad + Math.round(font * 1.2);
  const lastTop = titleTop + 2 * Math.round(titleFont * 1.1);
  const block = (top: number, size: number, lines: number, text: string) =>
    `^FO${pad},${top}^A0N,${size},${size}^FB${textWidth},${lines},${lines > 1 ? Math.round(size * 0.1) : 0},L,0^FH\\^FD${escapeField(text)}^FS`;
  const barModule = Math.max(1, Math.floor((width - 2 * pad) / (label.barcode.modules.length + 20)));
  const barHeight = height - topHeight - pad;
  const barcode =
    label.barcode.format === 'EAN13'
      ? `^BEN,${barHeight},N,N^FD${label.barcode.value.slice(0, 12)}^FS`
      : `^BCN,${barHeight},N,N,N^FH\\^FD${escapeCode128(label.barcode.value)}^FS`;
  return [
    '^XA',
    '^CI28',
    `^PW${width}`,
    `^LL${height}`,
    block(pad, font, 1, cutForPrinter(label.sku, textWidth, font)),
    block(titleTop, titleFont, 2, cutForPrinter(label.title, textWidth * WRAP_FILL, titleFont)),
    block(lastTop, font, 1, [label.size, label.price].filter(Boolean).join('  ·  ')),
    `^FO${qrX},${QR_QUIET * qrMagnification}^BQN,2,${qrMagnification}^FH\\^FDMA,${escapeField(label.qrText)}^FS`,
    `^FO${pad + 10 * barModule},${topHeight}^BY${barModule},3,${barHeight}${barcode}`,
    '^XZ',
  ].join('\n');
};
