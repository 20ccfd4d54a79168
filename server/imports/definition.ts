import type { HistoryOrigin } from '@domain/history';
import type { ImportField } from '@domain/imports/columns';
import type { ImportRowError, ImportTypeName, RowOutcome } from '@domain/imports/imports';
import type { ResolveUnmatchedInput, UnmatchedField } from '@domain/imports/unmatched';
import type { Module } from '@domain/permissions';
import type { MessageKey } from '@domain/serverMessages';
import type { Executor } from '../db/client';

/**
 * Values of a file that named no record: the refusal that says so, by field (the preview lists each
 * value once with the rows it holds up), and how the preview creates or maps one, under the permission of
 * the records' module (none: listed only).
 */
export interface UnmatchedResolver {
  fields: Partial<Record<UnmatchedField, { key: MessageKey; module?: Module }>>;
  /** Creates a record for the value or keeps it as another name of one, with its History: which record. */
  resolve(tx: Executor, actor: number, input: ResolveUnmatchedInput): Promise<{ entity: string; id: number }>;
}

/** One record of the file as the dry run left it: what the import will write, or why not. */
export type PreparedRow<Data> =
  | { row: number; key: string; outcome: Exclude<RowOutcome, 'error'>; data: Data }
  | { row: number; errors: ImportRowError[] };

/** What one import type adds to the shared pipeline (server/imports/pipeline.ts). */
export interface ImportDefinition<Data = unknown> {
  type: ImportTypeName;
  fields: readonly ImportField[];
  /** Each field's labels in the console's languages: a header matching one maps to it (domain/imports/fieldLabels.ts). */
  labels?: Partial<Record<string, readonly string[]>>;
  /** The natural key's field: a second record with the same key in one file is refused there. */
  keyField: string;
  /** A record that only continues the one above (a Shopify product export's further variant rows): passed over. */
  continues?(cells: Partial<Record<string, string>>): boolean;
  /**
   * Validates a batch of records (mapped cell texts, with their row numbers) with the schema of the
   * type's form, resolves references and reads what exists under their natural keys, and says for
   * each record new, updated, unchanged or why it is refused. Reads only.
   */
  prepare(tx: Executor, records: { row: number; cells: Partial<Record<string, string>> }[]): Promise<PreparedRow<Data>[]>;
  /**
   * Upserts rows by natural key, with their History, and counts what it changed: rows the dry run
   * found new may exist by now (a second run of the same file), so it compares again. `origins[i]`
   * is the file and spreadsheet row of `rows[i]`, for the History row it writes.
   */
  write(tx: Executor, actor: number | null, rows: Data[], origins: readonly HistoryOrigin[]): Promise<{ new: number; updated: number; unchanged: number }>;
  unmatched?: UnmatchedResolver;
}

const definitions = new Map<ImportTypeName, ImportDefinition>();

export const registerImportDefinition = <Data>(definition: ImportDefinition<Data>) => {
  definitions.set(definition.type, definition as ImportDefinition);
};

export const importDefinitionOf = (type: ImportTypeName): ImportDefinition => {
  const definition = definitions.get(type);
  if (!definition) throw new Error(`No import definition for ${type}`);
  return definition;
};
