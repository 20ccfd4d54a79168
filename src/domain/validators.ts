import { z } from './zod';
import { fieldLabel, schemaMessage, type FieldLabelName } from './schemaMessages';
import type { ValidationMessageKey } from './serverMessages';

/** The three form validators of spec section 5; their messages (src/domain/serverMessages) name the field. */
export const ALPHANUMERIC_SPACES_COMMAS = /^[A-Za-z0-9 ,]*$/;
export const PAN_CARD = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_CODE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const patterned = (pattern: RegExp, key: ValidationMessageKey, field: FieldLabelName) =>
  z.string().regex(pattern, { message: schemaMessage(`validation.${key}`, { field: fieldLabel(field) }) });

export const alphanumericText = (field: FieldLabelName) => patterned(ALPHANUMERIC_SPACES_COMMAS, 'alphanumeric', field);
export const panCard = () => patterned(PAN_CARD, 'pan', 'pan');
export const ifscCode = () => patterned(IFSC_CODE, 'ifsc', 'ifsc');
