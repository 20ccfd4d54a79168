import { expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gs1CheckDigit } from '@domain/barcodes';
import { products, variants } from '../../server/db/schema';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';
import { dryRunAgreesWithImport, fileLayout, laidOut, quoted } from './importProperty';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-variant-property-'));
const RUNS = Number(process.env.IMPORT_PROPERTY_RUNS) || 8;
const PATH = '/svc/product/variant-imports';

/** How a row names its product: by handle, by title as written, in capitals, folded; or a product that is not there. */
const PRODUCT_NAMES = ['handle', 'title', 'capitals', 'folded', 'unknown'] as const;
const row = fc.record({
  product: fc.constantFrom(...PRODUCT_NAMES),
  condition: fc.constantFrom('', 'VERY_GOOD', 'very good', 'Très bon état', 'SEHR GUT', 'Muito bom', 'Comme neuf'),
  colour: fc.constantFrom('', 'Emerald', 'émeraude', 'SMARAGD', 'Aubergine'),
  price: fc.constantFrom('999', '"1,299.50"', '-5', 'abc', '2500'),
  barcode: fc.constantFrom('', 'valid', 'wrong check digit'),
  note: fc.constantFrom('', 'one\ntwo', 'a "quoted"\r\nnote', '=HYPERLINK("http://x")', '李小龙 José'),
  /** The SKU of an earlier row, in small letters. */
  duplicate: fc.option(fc.nat(), { freq: 5 }),
});
const UNKNOWN = new Set(['unknown', 'Comme neuf', 'Aubergine', '-5', 'abc', '2500', 'wrong check digit']);

let serial = 0;
/** A valid EAN-13 no other row of the run holds (or, asked, the same with a wrong check digit). */
const barcodeOf = (kind: string) => {
  if (!kind) return '';
  const first12 = `2${String(Date.now() % 1e5).padStart(5, '0')}${String(++serial).padStart(6, '0')}`;
  const digit = gs1CheckDigit(first12);
  return `${first12}${kind === 'valid' ? digit : (digit + 1) % 10}`;
};

/**
 * Issue 37: generated variant sheets (products by handle or title in any case and accents, conditions and
 * colours by code or a name in another language, quoted multi-line notes, blank lines, BOMs, CRLF,
 * SKUs repeated in small letters) check to the counts their import writes; every valid row is imported
 * once, and every refused row is in the report with the row a spreadsheet shows it at.
 */
describeEachDatabase(
  'variant import property',
  (server) => {
    const api = importsApi(server, filesDir, PATH);

    it('dry run and import agree, every valid row imported once, every refused row reported at its spreadsheet row', async () => {
      const token = await server().tokenFor('admin');
      await fc.assert(
        fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 25 }), fileLayout, async (generated, layout) => {
          const word = uniqueWord('pv');
          const title = `Crème Brûlée ${word}`;
          await server().database.db.insert(products).values({ title, slug: word });
          const productCell = { handle: word, title, capitals: title.toUpperCase(), folded: `creme brulee ${word}`, unknown: `no such ${word}` };
          const rows = generated.map((cells, index) => ({
            ...cells,
            sku: cells.duplicate !== null && index > 0 ? `PV-${word}-${cells.duplicate % index}`.toLowerCase() : `PV-${word}-${index}`,
            barcode: barcodeOf(cells.barcode),
            refused: [cells.product, cells.condition, cells.colour, cells.price, cells.barcode].some((cell) => UNKNOWN.has(cell)),
          }));
          const { text, rowOf } = laidOut(
            'Variant SKU,Handle,Condition,Colour,Variant Price,Variant Compare At Price,Variant Barcode,Notes',
            rows.map((cells) => [cells.sku, productCell[cells.product], cells.condition, cells.colour, cells.price, '1999', cells.barcode, quoted(cells.note)].join(',')),
            layout,
          );
          // A SKU's first valid row is imported; a later one with the same SKU, in any case, is refused.
          const imported = new Set<string>();
          const refused = new Set<number>();
          rows.forEach((cells, index) => {
            if (cells.refused || imported.has(cells.sku.toUpperCase())) refused.add(rowOf[index]!);
            else imported.add(cells.sku.toUpperCase());
          });
          await dryRunAgreesWithImport(server, api, PATH, token, text, { rows: rows.length, refused, new: imported.size });
          const stored = imported.size ? await server().database.db.select({ sku: variants.sku }).from(variants).where(inArray(variants.sku, [...imported])) : [];
          expect(stored.map((variant) => variant.sku).sort()).toEqual([...imported].sort());
        }),
        { numRuns: RUNS },
      );
    }, 240_000);
  },
  { filesDir },
);
