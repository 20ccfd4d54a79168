import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportCounts, ImportStatus, ImportTypeName } from '@domain/imports/imports';
import type { ServerMessage } from '@domain/serverMessages';
import { entityColumns, partOf } from './columns';

/** One uploaded file and its way through the pipeline; the file itself lives in the file store. */
export const imports = pgTable(
  'imports',
  {
    ...entityColumns(),
    type: text('type').$type<ImportTypeName>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    file_size: integer('file_size').notNull(),
    /** How to read the file again: its format and text encoding, as sniffed at upload. */
    format: jsonb('format').$type<Record<string, unknown>>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Records after the header, counted at upload. */
    rows_total: integer('rows_total').notNull(),
    /** Files of prepared rows the dry run wrote (imports/<id>/chunk-<n>), read back by the import. */
    chunks: integer('chunks').notNull().default(0),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    counts: jsonb('counts').$type<ImportCounts>(),
    imported: jsonb('imported').$type<ImportCounts>(),
    job_id: integer('job_id'),
    error: jsonb('error').$type<ServerMessage>(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_type_created').on(t.type, t.created_at, t.id)],
);

/** The refused cells of an import's dry run, for its preview and its error report. */
export const importErrors = pgTable(
  'import_errors',
  {
    import_id: partOf('import_id', () => imports.id),
    row: integer('row').notNull(),
    field: text('field').notNull(),
    message: jsonb('message').$type<ServerMessage>().notNull(),
    /** The refused cell as the file has it (cut to 200 characters), shown beside the message. */
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.row, t.field] })],
);

/** A column mapping kept per import type, by the normalised headers it applies to. */
export const importMappings = pgTable('import_mappings', {
  type: text('type').$type<ImportTypeName>().primaryKey(),
  /** Normalised header -> field name. */
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  updated_by: integer('updated_by'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
