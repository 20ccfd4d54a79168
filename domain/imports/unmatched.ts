import { z } from '../zod';
import { lineText, recordId } from '../bounds';
import { schemaMessage } from '../schemaMessages';

/** The columns of a variant sheet that name records; a value naming none holds its rows up. */
export const UNMATCHED_FIELDS = ['product', 'condition', 'brand', 'category', 'colour'] as const;
export type UnmatchedField = (typeof UNMATCHED_FIELDS)[number];

/** A value of the file that matched nothing, once per value (regardless of case): the rows it holds up. */
export interface UnmatchedValue {
  field: UnmatchedField;
  value: string;
  /** How many rows name it. */
  rows: number;
  /** The first of them, as the spreadsheet numbers its rows. */
  first_rows: number[];
  /** Whether the preview can create a record for it or map it to one (products: no). */
  resolvable: boolean;
}

/**
 * The preview's answer to an unmatched value: create a record with that name, or keep the value as
 * another name of an existing record (`target_id`; a listed colour by its name, `target`).
 */
export const resolveUnmatchedSchema = z.object({
  field: z.enum(UNMATCHED_FIELDS),
  value: lineText().trim().min(1, schemaMessage('server.enter_value')).max(120, schemaMessage('server.keep_under', { max: 120 })),
  create: z.boolean().default(false),
  target_id: recordId().optional(),
  target: lineText().trim().min(1).max(80).optional(),
});
export type ResolveUnmatchedInput = z.infer<typeof resolveUnmatchedSchema>;
