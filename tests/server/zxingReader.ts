import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** zxing-wasm's reader in Node, its WebAssembly read from the installed package (never from a CDN). */
export const prepareReader = async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
};

/** What readBarcodes takes for pixels (the DOM's ImageData, which Node lacks: zxing-wasm reads its fields). */
export type Picture = Extract<Parameters<typeof readBarcodes>[0], { width: number }>;

/** The symbologies labels print. */
const PRINTED = ['Code128', 'EAN13', 'QRCode'] as const;

/**
 * The codes in a picture or an encoded image (PNG), with their formats. Asked for QR codes, zxing also
 * looks for Micro QR codes, and found a phantom one inside a label's QR code: only what labels print counts.
 */
export const decodeCodes = async (image: Picture | Uint8Array) =>
  (await readBarcodes(image, { tryHarder: true, formats: [...PRINTED] }))
    .filter((r) => (PRINTED as readonly string[]).includes(r.format))
    .map((r) => ({ format: r.format, text: r.text }));
