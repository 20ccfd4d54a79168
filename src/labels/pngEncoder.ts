import { zlibSync } from 'fflate';

/** The CRC-32 every PNG chunk ends with. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = Uint8Array.of(0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82);

/** A chunk: length, type, data, and the CRC of type and data. */
const chunk = (type: string, data: Uint8Array) => {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
};

/**
 * A black-and-white image kept as a 1-bit greyscale PNG's rows (a filter byte, then one bit a pixel,
 * 1 white), as thermal label printers print. A 50 x 25 mm label at 16 px/mm is 40 kB of rows, where
 * a canvas's own PNG encoder works through 1.3 MB of RGBA.
 */
export class BitImage {
  readonly rows: Uint8Array<ArrayBuffer>;
  private readonly rowBytes: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rowBytes = Math.ceil(width / 8) + 1;
    this.rows = new Uint8Array(this.rowBytes * height);
  }

  /** All white (every row with filter 0, none). */
  clear() {
    this.rows.fill(0xff);
    for (let y = 0; y < this.height; y++) this.rows[y * this.rowBytes] = 0;
  }

  /** Darkens pixels x0 .. x1 - 1 of row y. */
  darken(y: number, x0: number, x1: number) {
    const row = y * this.rowBytes + 1;
    for (let x = Math.max(0, x0); x < Math.min(this.width, x1); x++) this.rows[row + (x >> 3)] = this.rows[row + (x >> 3)]! & ~(0x80 >> (x & 7));
  }

  /** Copies row `from` onto rows y0 .. y1 - 1. */
  repeatRow(from: number, y0: number, y1: number) {
    const start = from * this.rowBytes;
    for (let y = y0; y < y1; y++) this.rows.copyWithin(y * this.rowBytes, start, start + this.rowBytes);
  }

  /** Darkens where a canvas's RGBA pixels (placed at the image's top left) are dark: red under half. */
  darkenWhereDark(rgba: Uint8ClampedArray, width: number, height: number) {
    for (let y = 0; y < height; y++) {
      const row = y * this.rowBytes + 1;
      let pixel = y * width * 4;
      for (let x = 0; x < width; x++, pixel += 4) if (rgba[pixel]! < 128) this.rows[row + (x >> 3)] = this.rows[row + (x >> 3)]! & ~(0x80 >> (x & 7));
    }
  }

  /** The PNG file. Rows repeat (the bars), so the fastest deflate level shrinks them well. */
  png(): Uint8Array<ArrayBuffer> {
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
    const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header), chunk('IDAT', zlibSync(this.rows, { level: 1 })), IEND];
    const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      png.set(part, offset);
      offset += part.length;
    }
    return png;
  }
}
