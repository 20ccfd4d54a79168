import { z } from './zod';
import { schemaMessage } from './schemaMessages';
import type { ServerMessage } from './serverMessages';

/** The three form validators of spec section 5; their messages (domain/common/messages) name the field. */
export const ALPHANUMERIC_SPACES_COMMAS = /^[A-Za-z0-9 ,]*$/;
export const PAN_CARD = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_CODE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

type SpecMessage = 'server.alphanumeric_only' | 'server.pan_format' | 'server.ifsc_format';

/** `field` is the checked field's label (see fieldLabels), which the spec's messages name. */
const patterned = (pattern: RegExp, key: SpecMessage, field: ServerMessage) =>
  z.string().regex(pattern, { message: schemaMessage(key, { field }) });

export const alphanumericText = (field: ServerMessage) => patterned(ALPHANUMERIC_SPACES_COMMAS, 'server.alphanumeric_only', field);
export const panCard = (field: ServerMessage) => patterned(PAN_CARD, 'server.pan_format', field);
export const ifscCode = (field: ServerMessage) => patterned(IFSC_CODE, 'server.ifsc_format', field);
