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

const INDIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Cells as a spreadsheet reads them back (and the imports too). */
export const exportCells = {
  /** Paise -> rupees with two decimals ("1234.50"). */
  rupees: (value: unknown): CsvCell => (typeof value === 'number' ? (value / 100).toFixed(2) : ''),
  /** yes / no, as the imports read them. */
  yesNo: (value: unknown): CsvCell => (value === true ? 'yes' : value === false ? 'no' : ''),
  /** A list of words, comma-separated. */
  list: (value: unknown): CsvCell => (Array.isArray(value) ? value.join(', ') : ''),
  /** A moment as the business's local date and time ("2025-01-02 14:05", India). */
  localTime: (value: unknown): CsvCell => {
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
    return date && !Number.isNaN(date.getTime()) ? INDIA.format(date).replace(', ', ' ') : '';
  },
};

/** A column that writes the row's own value of `field` under its name. */
export const fieldColumn = (field: string, format?: (value: unknown) => CsvCell): ExportColumn => ({
  header: field,
  cell: (row) => (format ? format(row[field]) : (row[field] as CsvCell)),
});
