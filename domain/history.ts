/** History of changes (DESIGN section 5), shared by the server that writes it and the console that shows it. */

/** `{ field: [before, after] }` of the fields one write changed. */
export type HistoryChanges = Record<string, [unknown, unknown]>;

/** Where a change came from when not a form: the import that wrote it, its file's name and the row a spreadsheet shows it at. */
export interface HistoryOrigin {
  import_id: number;
  file_name: string;
  row: number;
}

/** One History row as the read route answers it, newest first. */
export interface HistoryEntry {
  id: number;
  at: string;
  actor_id: number | null;
  /** Resolved from employees when read; null when the change was made by no one (seeding, system work). */
  actor_name: string | null;
  action: string;
  changes: HistoryChanges;
  origin?: HistoryOrigin | null;
}

/** What a secret field records on both sides: that it changed, never its value. */
export const SECRET_VALUE = '[secret]';

/** Columns whose values never enter History, by column name, with the field name they are recorded as. */
export const SECRET_FIELDS: Readonly<Record<string, string>> = {
  password_hash: 'password',
  token_hash: 'token',
  bank_account_number: 'bank_account_number',
  bank_pan: 'bank_pan',
};

/** Bookkeeping columns that every write touches or that the database derives: not changes anyone made. */
const UNRECORDED_FIELDS = new Set(['id', 'created_at', 'updated_at', 'created_by', 'search', 'search_text', 'search_contact']);

/** Whether History records a field's changes (not bookkeeping, not derived by the database). */
export const isRecordedField = (field: string) => !UNRECORDED_FIELDS.has(field);

type Row = Record<string, unknown>;

/** One comparable form for what the two drivers give back (dates as Date objects); an empty text is no value. */
const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined || value === '') return null;
  return value;
};
const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * The changed fields of one write: a create (no `before`) records every field that has a value, a
 * delete (no `after`) every field it had, an update the fields both rows hold and that differ.
 */
export const diffChanges = (before: Row | undefined, after: Row | undefined): HistoryChanges => {
  const changes: HistoryChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (!isRecordedField(field)) continue;
    // An update compares the fields both rows carry: an answer may leave some columns out.
    if (before && after && (!(field in before) || !(field in after))) continue;
    const was = comparable(before?.[field]);
    const is = comparable(after?.[field]);
    if (same(was, is)) continue;
    const secret = SECRET_FIELDS[field];
    if (secret) changes[secret] = [SECRET_VALUE, SECRET_VALUE];
    else changes[field] = [was, is];
  }
  return changes;
};

/** create, update or delete from which of the two rows exist; named actions give their own name. */
export const crudAction = (before: Row | undefined, after: Row | undefined) => (!before ? 'create' : !after ? 'delete' : 'update');
