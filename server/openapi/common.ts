import { z } from 'zod';

/** Schemas many routes share: the envelope, a record's id, a list call's query, the error answer. */

/** The success envelope of `ok()` (http/envelope.ts). */
export const envelope = <T extends z.ZodType>(body: T) => z.object({ isSuccess: z.literal(true), body });

/** `:id` of a record route: a positive integer written in decimal (anything else is a 404). */
export const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]*$/).describe('the record id') });

/** The query of a ra-data-simple-rest list call (http/listQuery.ts); each value is JSON. */
export const listQuery = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]; default ["id","DESC"]'),
  range: z.string().optional().describe('JSON [first, last], zero-based and inclusive; default [0,24], at most 500 rows'),
  filter: z.string().optional().describe('JSON object: a column per key (field_gte/_lte for ranges, an array for one of), q for search'),
  view: z.enum(['rows', 'choices']).optional().describe('choices: the table\'s own columns only, for a picker'),
});

/** The body of a write that takes none (a verb on a record): nothing, or an empty object. */
export const noBody = z.object({}).optional();

/** An access token, in the envelope (sign-in, refresh, a guest's). */
export const tokenAnswer = z.object({ isSuccess: z.literal(true), body: z.object({ token: z.string() }) });

/** A bulk action's ids. */
export const idsBody = z.object({ ids: z.array(z.number().int().positive()) });

/** A message key and its parameters (domain/serverMessages.ts), translated by the console. */
export const serverMessage = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() });

/** The error envelope (domain/errors.ts): English texts, and the same as message keys for the console. */
export const errorBody = z.object({
  isSuccess: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    i18n: z.object({ message: serverMessage, fields: z.record(z.string(), serverMessage).optional() }).optional(),
  }),
});

/** A History entry as `readHistory` answers it (history/historyRoute.ts). */
export const historyEntry = z.looseObject({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  changes: z.unknown(),
  origin: z.unknown(),
});
