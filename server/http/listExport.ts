import { fieldKind } from '@domain/fieldKinds';
import { csvHeader, kindCell } from '@domain/fieldText';
import type { CsvCell } from './csv';

type Row = Record<string, unknown>;

/** A column of a list's CSV export: its header and the cell it writes for a row (names, rupees, local dates; never ids or paise). */
export interface ExportColumn {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** A list's CSV export (registerCrud's `export` option): the whole filtered list, streamed page by page. */
export interface ListExport {
  /** The download's name, without `.csv`. */
  fileName: string;
  columns: readonly ExportColumn[];
}

/** Rows a page of the export reads: the list's own query, one page after another. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * A column that writes the row's own value of `field` under its name and unit, as its kind says
 * (domain/fieldKinds.ts): money in rupees ("1234.50", header "total_spent (INR)"), moments on India's
 * clock, yes / no, lists comma-separated, as the imports read them back.
 */
export const fieldColumn = (resource: string, field: string): ExportColumn => {
  const kind = fieldKind(resource, field);
  return { header: csvHeader(resource, field), cell: (row) => kindCell(row[field], kind) };
};
