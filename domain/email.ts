import { z } from './zod';

/**
 * An email address as RFC 6531 allows it (SMTPUTF8): `josé.mehta@example.com`, a local part in
 * Chinese, an internationalised domain (`用户@例子.广告`, `info@bücher.de`). A dot-atom local part (no
 * quoted forms: no shop sends to those) of ASCII atext or any non-ASCII character that is neither a
 * space nor a control, at most 64 bytes; a domain of two or more labels of letters, marks, digits and
 * inner hyphens, at most 63 characters each, its last label letters (or punycode). One rule for every
 * place an address is taken: customers, employees, sign-in, imports and the forms.
 */
const ATOM = String.raw`(?:[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]|[^\x00-\x7F\s\p{C}])+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const TOP_LABEL = String.raw`(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]{1,59})`;
const ADDRESS = new RegExp(String.raw`^${ATOM}(?:\.${ATOM})*@(?:${LABEL}\.)+${TOP_LABEL}$`, 'u');

const MAX_LOCAL_BYTES = 64;
export const MAX_EMAIL_LENGTH = 254;
const encoder = new TextEncoder();

/** Whether `text` (already trimmed) is an email address as `emailAddress` takes it. */
export const isEmailAddress = (text: string): boolean => {
  if (text.length > MAX_EMAIL_LENGTH || !ADDRESS.test(text)) return false;
  const local = text.slice(0, text.indexOf('@'));
  // Most addresses are printable ASCII (the pattern allows no other ASCII): their length is their size in bytes.
  return local.length <= MAX_LOCAL_BYTES && (/^[ -~]*$/.test(local) || encoder.encode(local).length <= MAX_LOCAL_BYTES);
};

/**
 * The shared schema of an email input: trimmed, composed (NFC, so "é" typed or pasted decomposed is
 * one address) and lowercased, so uniqueness is case-insensitive wherever it is checked.
 */
export const emailAddress = (message: string) =>
  z
    .string({ message })
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .refine(isEmailAddress, { message });
