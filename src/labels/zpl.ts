import type { LabelContent } from './labelDrawing';
import { ROLL_LABEL } from './layouts';

export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];

/** Field data behind ^FH\: the characters ZPL reads as commands are written as hex. */
const escapeField = (text: string) => text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** In ^BC data '>' starts a subset switch; '><' is the character itself. */
const escapeCode128 = (text: string) => escapeField(text).replace(/>/g, '><');

/**
 * One 50 x 25 mm label in ZPL II for a thermal printer of the given resolution: the printer draws the
 * barcode (^BC Code 128 or ^BE EAN-13) and the QR code (^BQ) itself; texts in UTF-8 (^CI28).
 */
export const labelZpl = (label: LabelContent, dpi: ZplDpi): string => {
  const dots = (mm: number) => Math.round((mm * dpi) / 25.4);
  const width = dots(ROLL_LABEL.width);
  const height = dots(ROLL_LABEL.height);
  const pad = dots(1.5);
  const topHeight = Math.round(height * 0.55);
  const qrMagnification = Math.max(1, Math.min(10, Math.floor((topHeight - pad) / (label.qr.length + 4))));
  const qrSide = qrMagnification * (label.qr.length + 4);
  const font = Math.round((topHeight - pad) / 3.6);
  const textLine = (index: number, text: string) => `^FO${pad},${pad + index * Math.round(font * 1.2)}^A0N,${font},${font}^FH\\^FD${escapeField(text)}^FS`;
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
    textLine(0, label.sku),
    textLine(1, label.title),
    textLine(2, [label.size, label.price].filter(Boolean).join('  ·  ')),
    `^FO${width - pad - qrSide},0^BQN,2,${qrMagnification}^FH\\^FDMA,${escapeField(label.qrText)}^FS`,
    `^FO${pad + 10 * barModule},${topHeight}^BY${barModule},3,${barHeight}${barcode}`,
    '^XZ',
  ].join('\n');
};
