import { expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customers } from '../../server/db/schema';
import { isEmailAddress } from '@domain/email';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-customer-property-'));
const RUNS = Number(process.env.IMPORT_PROPERTY_RUNS) || 8;

/** Names in any script, quotes and commas included (the cells are quoted as a spreadsheet would). */
const name = fc.oneof(
  fc.constantFrom('José', '李小龙', 'Zoë', 'Ōtani', 'अजय', 'O"Brien', 'Rao, Asha', ' '),
  fc.string({ unit: fc.constantFrom('a', 'é', '李', ' ', 'Ж', "'"), minLength: 1, maxLength: 8 }),
);
const localPart = fc.oneof(fc.constantFrom('josé.mehta', '李小龙', 'asha', 'Asha.Rao', 'δοκιμή'), fc.string({ unit: fc.constantFrom('a', 'b', 'é', '李', '.'), minLength: 1, maxLength: 6 }));
const badEmail = fc.constantFrom('name at example.com', 'two@@example.com', 'a b@example.com', '', '@example.com');

/** Notes on several lines (one spreadsheet row each), and one a spreadsheet would run as a formula. */
const note = fc.constantFrom('', 'one\ntwo', 'a "quoted"\r\nnote\r\n\r\nafter a blank line', '=HYPERLINK("http://x")');

interface Row {
  first: string;
  note: string;
  email: string;
  /** The same address as an earlier row, in other letters. */
  duplicateOf?: number;
}

const file = fc.record({
  rows: fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ first: name, note, local: localPart, domain: fc.constantFrom('example.com', 'bücher.de', '例子.广告', 'EXAMPLE.IN') }) },
      { weight: 1, arbitrary: fc.record({ first: name, note, bad: badEmail }) },
      { weight: 1, arbitrary: fc.record({ first: name, note, duplicate: fc.nat() }) },
    ),
    { minLength: 1, maxLength: 25 },
  ),
  blankLinesAfter: fc.array(fc.nat({ max: 25 }), { maxLength: 4 }),
  bom: fc.boolean(),
  newline: fc.constantFrom('\n', '\r\n'),
});

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * Issue 37: generated customer files (unicode names and emails, quoting, blank lines, BOMs, CRLF,
 * duplicates by case) check to the counts their import writes; every valid row is imported once, and
 * every refused row is in the report with the row a spreadsheet shows it at.
 */
describeEachDatabase(
  'customer import property',
  (server) => {
    const api = importsApi(server, filesDir, '/svc/customer/customer-imports');

    it('dry run and import agree, every valid row imported once, every refused row reported at its spreadsheet row', async () => {
      const token = await server().tokenFor('admin');
      await fc.assert(
        fc.asyncProperty(file, async ({ rows: generated, blankLinesAfter, bom, newline }) => {
          const word = uniqueWord('p');
          const rows: Row[] = [];
          generated.forEach((row, index) => {
            if ('local' in row) rows.push({ first: row.first, note: row.note, email: `${row.local}.${word}${index}@${row.domain}` });
            else if ('bad' in row) rows.push({ first: row.first, note: row.note, email: row.bad });
            else if (rows.length) {
              const of = row.duplicate % rows.length;
              rows.push({ first: row.first, note: row.note, email: rows[of]!.email.toUpperCase(), duplicateOf: of });
            }
          });
          // The file's lines, and the spreadsheet row of each record: blank lines count, a quoted line break does not.
          const lines = ['First Name,Email,Note'];
          const rowOf: number[] = [];
          let spreadsheetRow = 1;
          rows.forEach((row, index) => {
            for (const blank of blankLinesAfter) if (blank === index) {
              lines.push('');
              spreadsheetRow += 1;
            }
            spreadsheetRow += 1;
            rowOf.push(spreadsheetRow);
            lines.push(`${quoted(row.first)},${quoted(row.email)},${quoted(row.note)}`);
          });
          const text = (bom ? '\uFEFF' : '') + lines.join(newline) + newline;

          const checked = await api.dryRun(token, 'generated.csv', Buffer.from(text));
          expect(checked.status).toBe('ready');
          const keyOf = (email: string) => email.trim().normalize('NFC').toLowerCase();
          const firstOf = new Map<string, number>();
          const expectedRefused = new Set<number>();
          rows.forEach((row, index) => {
            const valid = row.first.trim() !== '' && isEmailAddress(keyOf(row.email));
            if (!valid) expectedRefused.add(rowOf[index]!);
            else if (firstOf.has(keyOf(row.email))) expectedRefused.add(rowOf[index]!);
            else firstOf.set(keyOf(row.email), index);
          });
          expect(checked.counts).toMatchObject({ rows: rows.length, errors: expectedRefused.size, new: firstOf.size });
          expect(new Set(checked.errors.map((error: { row: number }) => error.row))).toEqual(expectedRefused);

          const report = await server().request(token, { method: 'GET', url: `/svc/customer/customer-imports/${checked.id}/errors` });
          const [, ...reported] = Papa.parse<string[]>(report.body.slice(1), { skipEmptyLines: true }).data;
          expect(new Set(reported.map((line) => Number(line[0])))).toEqual(expectedRefused);

          const done = await api.confirm(token, checked.id);
          expect(done.imported).toMatchObject({ new: checked.counts.new, updated: checked.counts.updated, errors: checked.counts.errors });
          const stored = firstOf.size
            ? await server().database.db.select({ email: customers.email }).from(customers).where(inArray(customers.email, [...firstOf.keys()]))
            : [];
          expect(stored.map((row) => row.email).sort()).toEqual([...firstOf.keys()].sort());
        }),
        { numRuns: RUNS },
      );
    }, 240_000);
  },
  { filesDir },
);
