import { z } from '../zod';
import type { Module } from '../permissions';
import type { ServerMessage } from '../serverMessages';
import type { UnmatchedValue } from './unmatched';

/** Bulk imports of spec section 2 (customers, product templates, variants): one pipeline for the three. */
export const IMPORT_TYPES = ['customers', 'products', 'variants'] as const;
export type ImportTypeName = (typeof IMPORT_TYPES)[number];

/**
 * uploaded -> validating (the dry run) -> ready (preview shown) -> importing -> done; `failed` when a
 * job stops on an error, `cancelled` by the staff member. A bad row never fails an import: it is
 * reported and left out.
 */
export const IMPORT_STATUSES = ['uploaded', 'validating', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file an import takes, and its rows. */
export const MAX_IMPORT_MEGABYTES = 50;
export const MAX_IMPORT_ROWS = 200_000;

/** The module each type belongs to: importing needs its `import` action. */
export const IMPORT_MODULES: Record<ImportTypeName, Module> = { customers: 'customers', products: 'products', variants: 'variants' };

/** The row of the outcome of one record of the file. */
export type RowOutcome = 'new' | 'updated' | 'unchanged' | 'error';

export interface ImportCounts {
  rows: number;
  new: number;
  updated: number;
  unchanged: number;
  errors: number;
}

export interface ImportRecord {
  id: number;
  type: ImportTypeName;
  status: ImportStatus;
  file_name: string;
  file_size: number;
  /** The header row as the file has it. */
  headers: string[];
  /** Column index -> field name. */
  mapping: Record<string, string>;
  /** Filled by the dry run, then by the import. */
  counts: ImportCounts | null;
  /** Of the import itself: new, updated and unchanged as written. */
  imported: ImportCounts | null;
  job_id: number | null;
  error: ServerMessage | null;
  created_by: number | null;
  /** Who uploaded it, resolved from employees when read. */
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One refused cell of a dry run: its row as a spreadsheet shows the file, its field, why, and the cell as the file has it. */
export interface ImportRowError {
  row: number;
  field: string;
  message: ServerMessage;
  value?: string;
}

/** A field of an import type, as the console's column mapping offers it. */
export interface ImportFieldInfo {
  name: string;
  required: boolean;
  /** The field whose column stands in for this required one (a full name for the first name). */
  orFrom?: string;
}

/** One import as its own route answers: the record, its first errors and the fields its type fills. */
export interface ImportDetail extends ImportRecord {
  errors: ImportRowError[];
  fields: ImportFieldInfo[];
  /** Values that named no record, once each, with the rows they hold up (types that resolve references). */
  unmatched: UnmatchedValue[];
}

/** Statuses a job moves on from by itself: the console polls an import while it has one. */
export const isImportWorking = (status: ImportStatus) => status === 'validating' || status === 'importing';

export const importMappingSchema = z.object({
  mapping: z.record(z.string().regex(/^\d{1,4}$/), z.string().max(60)),
  /** Keep this mapping for the type's next files with the same headers. */
  save: z.boolean().default(false),
});
export type ImportMappingInput = z.infer<typeof importMappingSchema>;
