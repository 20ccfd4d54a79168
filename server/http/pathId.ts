import type { MessageKey } from '@domain/serverMessages';
import { INT4_MAX } from '@domain/bounds';
import { notFound } from './errors';

/** Plain decimal digits, no sign, no leading zero: `0x3`, ` 3`, `3.0` and `1e1` name no record. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/** The `:id` of a record route: a positive int4 written in decimal, else the record cannot exist (404). */
export const pathId = (params: unknown, notFoundKey?: MessageKey): number => {
  const raw = (params as { id?: unknown }).id;
  const id = typeof raw === 'string' && DECIMAL_ID.test(raw) ? Number(raw) : 0;
  if (id <= 0 || id > INT4_MAX) throw notFound(notFoundKey);
  return id;
};
