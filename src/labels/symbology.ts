import JsBarcode from 'jsbarcode';
import { gs1CheckDigit } from '@domain/barcodes';

/** The linear codes a label carries: EAN-13 for a valid EAN-13, Code 128 for anything else it can hold. */
export type BarcodeFormat = 'EAN13' | 'CODE128';

/** Why a variant's code cannot be printed; the console lists it against the variant. */
export type CodeProblem = 'ean_check_digit' | 'code128_characters';

export type EncodedBarcode =
  | { ok: true; format: BarcodeFormat; value: string; /** one character per module, '1' a bar */ modules: string }
  | { ok: false; value: string; problem: CodeProblem };

/** The GS1 check digit of the first 12 digits: the variant schema's (domain/barcodes.ts). */
export const eanCheckDigit = (first12: string) => gs1CheckDigit(first12);

const looksLikeEan13 = (value: string) => /^\d{13}$/.test(value);
/** Code 128 holds ASCII 0-127 (sets A, B and C); anything else cannot be printed with it. */
const code128Holds = (value: string) => value.length > 0 && [...value].every((char) => char.charCodeAt(0) <= 0x7f);

/** The bars jsbarcode computes (its object renderer: no canvas or DOM needed, so it runs in a worker). */
const modulesOf = (value: string, format: BarcodeFormat): string | undefined => {
  const target: { encodings?: { data: string }[] } = {};
  let valid = true;
  JsBarcode(target, value, { format, flat: true, valid: (ok: boolean) => (valid = ok) });
  return valid && target.encodings ? target.encodings.map((encoding) => encoding.data).join('') : undefined;
};

/**
 * The barcode of a label's code: 13 digits are an EAN-13 and must carry a right check digit (a wrong
 * one is reported, not printed as something else); any other code is Code 128 when its characters fit.
 * `format` 'CODE128' prints even 13 digits as Code 128 (a shelf's code is no product number).
 */
export const encodeBarcode = (value: string, format?: 'CODE128'): EncodedBarcode => {
  if (format !== 'CODE128' && looksLikeEan13(value)) {
    if (eanCheckDigit(value.slice(0, 12)) !== Number(value[12])) return { ok: false, value, problem: 'ean_check_digit' };
    const modules = modulesOf(value, 'EAN13');
    if (modules) return { ok: true, format: 'EAN13', value, modules };
  }
  const modules = code128Holds(value) ? modulesOf(value, 'CODE128') : undefined;
  return modules ? { ok: true, format: 'CODE128', value, modules } : { ok: false, value, problem: 'code128_characters' };
};
