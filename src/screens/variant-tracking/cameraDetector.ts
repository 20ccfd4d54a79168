/** Reads codes from camera frames: the browser's BarcodeDetector, or the barcode-detector polyfill (zxing-wasm). */
export interface CodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

const FORMATS = ['code_128', 'ean_13', 'qr_code'];

type NativeDetector = new (options: { formats: string[] }) => CodeDetector;

/**
 * The detector, loaded when the camera button is pressed: the native one where the browser has it;
 * otherwise the polyfill, its WebAssembly served from this console (never a CDN).
 */
export const createDetector = async (): Promise<CodeDetector> => {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) return new native({ formats: FORMATS });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['code_128', 'ean_13', 'qr_code'] });
};

/** A scanned QR code holds the tracking URL: the code is its last path segment. */
export const codeOfScan = (raw: string) => {
  const match = raw.match(/\/apps\/variant-tracking\/([^/?#]+)/);
  return match ? decodeURIComponent(match[1]!) : raw.trim();
};
