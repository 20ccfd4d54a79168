import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { neutraliseFormula } from '@domain/imports/csvCells';

/** Excel reads a CSV as the system's code page unless it starts with this: José and 李 would show as mojibake. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/** Cells as one CSV line (CRLF), text cells a spreadsheet would run as formulas neutralised. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]) =>
  rows.length ? `${Papa.unparse(rows.map((cells) => cells.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : (cell ?? '')))))}\r\n` : '';

export const csvLine = (cells: readonly CsvCell[]) => csvLines([cells]);

/**
 * Streams a CSV download: the byte order mark, then the text `chunks` yield (lines from csvLines) as
 * they come, never held whole. Every CSV the server sends goes through here.
 */
export const sendCsv = (reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) => {
  async function* withBom() {
    yield UTF8_BOM;
    yield* chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withBom()));
};
