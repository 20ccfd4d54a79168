import { z } from 'zod';

/** The three form validators of spec section 5. Messages are i18n keys; `field` is interpolated. */
export const ALPHANUMERIC_SPACES_COMMAS = /^[A-Za-z0-9 ,]*$/;
export const PAN_CARD = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_CODE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const VALIDATION_MESSAGES = {
  alphanumeric: 'The %{field} can contain only alphabetic, numeric, commas and spaces',
  pan: 'The %{field} can only contain a valid pan card',
  ifsc: 'The %{field} can only contain a valid IFSC Code',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** English rendering, used by the server's per-field messages. */
export const renderValidationMessage = (key: ValidationMessageKey, field: string): string =>
  VALIDATION_MESSAGES[key].replace('%{field}', field);

const patterned = (pattern: RegExp, key: ValidationMessageKey, field: string) =>
  z.string().regex(pattern, { message: renderValidationMessage(key, field) });

export const alphanumericText = (field: string) => patterned(ALPHANUMERIC_SPACES_COMMAS, 'alphanumeric', field);
export const panCard = (field = 'PAN') => patterned(PAN_CARD, 'pan', field);
export const ifscCode = (field = 'IFSC') => patterned(IFSC_CODE, 'ifsc', field);
