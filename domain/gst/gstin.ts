import { GST_STATE_CODES } from './states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's base-36 Luhn). */
export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
};

export type GstinProblem = 'format' | 'state' | 'check';

/** What is wrong with a GSTIN (upper case), or null when it is one. */
export const gstinProblem = (gstin: string): GstinProblem | null => {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return 'state';
  return gstinCheckCharacter(gstin) === gstin[14] ? null : 'check';
};

/** The state code a GSTIN starts with. */
export const gstinState = (gstin: string) => gstin.slice(0, 2);
