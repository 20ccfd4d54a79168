/** Retail barcodes whose last digit checks the others (GS1): by their length in digits. */
const CHECKED_KINDS: Partial<Record<number, string>> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13' };

/** The GS1 check digit of `digits` (the barcode without its last digit): weights 3 and 1 from the right. */
export const gs1CheckDigit = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
};

/**
 * What is wrong with an EAN-13, EAN-8 or UPC-A barcode's check digit (its kind and the digit it should
 * end with), or undefined: other barcodes (Code 128 references, GTIN-14) are not checked here.
 */
export const checkDigitProblem = (barcode: string): { kind: string; expected: number } | undefined => {
  const kind = /^\d+$/.test(barcode) ? CHECKED_KINDS[barcode.length] : undefined;
  if (!kind) return undefined;
  const expected = gs1CheckDigit(barcode.slice(0, -1));
  return Number(barcode.at(-1)) === expected ? undefined : { kind, expected };
};
