import { expect } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import type { TestServer } from './harness';
import type { importsApi } from './importsApi';

/** How a generated file is laid out around its records: blank lines, a BOM, CRLF or LF. */
export const fileLayout = fc.record({
  blankLinesAfter: fc.array(fc.nat({ max: 25 }), { maxLength: 4 }),
  bom: fc.boolean(),
  newline: fc.constantFrom('\n', '\r\n'),
});
export type FileLayout = typeof fileLayout extends fc.Arbitrary<infer Layout> ? Layout : never;

/** A cell quoted as a spreadsheet would write it. */
export const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * The file's text and the spreadsheet row of each record: the header is row 1, blank lines count, a
 * quoted line break inside a cell does not.
 */
export const laidOut = (header: string, records: string[], { blankLinesAfter, bom, newline }: FileLayout) => {
  const lines = [header];
  const rowOf: number[] = [];
  let spreadsheetRow = 1;
  records.forEach((record, index) => {
    for (const blank of blankLinesAfter)
      if (blank === index) {
        lines.push('');
        spreadsheetRow += 1;
      }
    spreadsheetRow += 1;
    rowOf.push(spreadsheetRow);
    lines.push(record);
  });
  return { text: (bom ? '\uFEFF' : '') + lines.join(newline) + newline, rowOf };
};

/**
 * Issue 37's property of an import: the dry run counts what the model expects (its rows, the refused
 * ones at their spreadsheet rows, the new ones), the error report lists exactly the refused rows, and
 * the import writes what the dry run counted. Returns the finished import.
 */
export const dryRunAgreesWithImport = async (
  server: () => TestServer,
  api: ReturnType<typeof importsApi>,
  path: string,
  token: string,
  text: string,
  expected: { rows: number; refused: Set<number>; new: number },
) => {
  const checked = await api.dryRun(token, 'generated.csv', Buffer.from(text));
  expect(checked.status).toBe('ready');
  expect(checked.counts).toMatchObject({ rows: expected.rows, errors: expected.refused.size, new: expected.new });
  expect(new Set(checked.errors.map((error: { row: number }) => error.row))).toEqual(expected.refused);

  const report = await server().request(token, { method: 'GET', url: `${path}/${checked.id}/errors` });
  const [, ...reported] = Papa.parse<string[]>(report.body.slice(1), { skipEmptyLines: true }).data;
  expect(new Set(reported.map((line) => Number(line[0])))).toEqual(expected.refused);

  const done = await api.confirm(token, checked.id);
  expect(done.imported).toMatchObject({ new: checked.counts.new, updated: checked.counts.updated, errors: checked.counts.errors });
  return done;
};
