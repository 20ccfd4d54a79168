import { z } from 'zod';
import { IMPORT_STATUSES, IMPORT_TYPES } from '@domain/imports/imports';
import { UNMATCHED_FIELDS } from '@domain/imports/unmatched';
import { serverMessage } from '../openapi/common';

/** `ImportCounts` (domain/imports/imports.ts): the rows of a dry run or of the import, by outcome. */
const importCounts = z.object({
  rows: z.number().int(),
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});

/** `ImportRecord`: an import as its routes answer it (upload, list, validate, confirm, cancel). */
export const importRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  file_size: z.number().int(),
  headers: z.array(z.string()).describe('the header row as the file has it'),
  mapping: z.record(z.string(), z.string()).describe('column index -> field name'),
  counts: importCounts.nullable().describe('filled by the dry run, then by the import'),
  imported: importCounts.nullable(),
  job_id: z.number().int().nullable(),
  error: serverMessage.nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});

/** `ImportDetail`: one import with its first refused cells, the fields its type fills and the values that named no record. */
export const importDetailSchema = importRecordSchema.extend({
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: serverMessage, value: z.string().optional() })),
  fields: z.array(z.object({ name: z.string(), required: z.boolean(), orFrom: z.string().optional() })),
  unmatched: z.array(
    z.object({
      field: z.enum(UNMATCHED_FIELDS),
      value: z.string(),
      rows: z.number().int(),
      first_rows: z.array(z.number().int()),
      resolvable: z.boolean(),
    }),
  ),
});
