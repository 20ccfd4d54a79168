import { expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customers } from '../../server/db/schema';
import { isEmailAddress } from '@domain/email';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';
import { dryRunAgreesWithImport, fileLayout, laidOut, quoted } from './importProperty';

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
  layout: fileLayout,
  rows: fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ first: name, note, local: localPart, domain: fc.constantFrom('example.com', 'bücher.de', '例子.广告', 'EXAMPLE.IN') }) },
      { weight: 1, arbitrary: fc.record({ first: name, note, bad: badEmail }) },
      { weight: 1, arbitrary: fc.record({ first: name, note, duplicate: fc.nat() }) },
    ),
    { minLength: 1, maxLength: 25 },
  ),
});

/**
 * Issue 37: generated customer files (unicode names and emails, quoting, blank lines, BOMs, CRLF,
 * duplicates by case) check to the counts their import writes; every valid row is imported once, and
 * every refused row is in the report with the row a spreadsheet shows it at.
 */
describeEachDatabase(
  'customer import property',
  (server) => {
    const path = '/svc/customer/customer-imports';
    const api = importsApi(server, filesDir, path);

    it('dry run and import agree, every valid row imported once, every refused row reported at its spreadsheet row', async () => {
      const token = await server().tokenFor('admin');
      await fc.assert(
        fc.asyncProperty(file, async ({ rows: generated, layout }) => {
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
          // A file of blank records or duplicates alone (of no earlier row) holds no rows: the upload refuses it.
          // A record whose every cell is blank is a blank line: passed over, neither counted nor refused.
          const isBlankRecord = (row: Row) => [row.first, row.email, row.note].every((cell) => cell.trim() === '');
          fc.pre(rows.some((row) => !isBlankRecord(row)));
          const { text, rowOf } = laidOut(
            'First Name,Email,Note',
            rows.map((row) => `${quoted(row.first)},${quoted(row.email)},${quoted(row.note)}`),
            layout,
          );
          const keyOf = (email: string) => email.trim().normalize('NFC').toLowerCase();
          const firstOf = new Map<string, number>();
          const expectedRefused = new Set<number>();
          rows.forEach((row, index) => {
            if (isBlankRecord(row)) return;
            const valid = row.first.trim() !== '' && isEmailAddress(keyOf(row.email));
            if (!valid) expectedRefused.add(rowOf[index]!);
            else if (firstOf.has(keyOf(row.email))) expectedRefused.add(rowOf[index]!);
            else firstOf.set(keyOf(row.email), index);
          });
          await dryRunAgreesWithImport(server, api, path, token, text, { rows: rows.filter((row) => !isBlankRecord(row)).length, refused: expectedRefused, new: firstOf.size });
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
