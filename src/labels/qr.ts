import { encode } from 'uqr';

/**
 * The QR code's modules (true = dark), without the quiet zone: the label draws its own margin. One
 * fixed mask instead of scoring all eight: any mask reads, and it makes the code several times faster.
 */
export const qrModules = (text: string): boolean[][] => encode(text, { ecc: 'M', border: 0, maskPattern: 0 }).data;
