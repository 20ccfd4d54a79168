import { expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attributes, brands, conditions, history, products, variants } from '../../server/db/schema';
import { sql } from 'drizzle-orm';
import { skuStem } from '@domain/catalogue/skuStem';
import { rowsOf } from '../../server/http/listTotal';
import { describeEachDatabase } from './harness';
import { importsApi, tokenOfRole } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-variant-matching-'));
const PATH = '/svc/product/variant-imports';
const HEADER = 'Variant SKU,Product,Condition,Colour,Brand,Category,Variant Price,Variant Compare At Price,Variant Barcode';
const sheet = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));

describeEachDatabase(
  'variant imports: what a sheet names',
  (server) => {
    const api = importsApi(server, filesDir, PATH);
    const db = () => server().database.db;
    /** Two products titled alike under two brands, and one with an accented title of its own. */
    const catalogue = async (tag: string) => {
      const [ours, theirs] = await db()
        .insert(brands)
        .values([
          { name: `Maison ${tag}`, slug: `maison-${tag}` },
          { name: `Atelier ${tag}`, slug: `atelier-${tag}` },
        ])
        .returning();
      const made = await db()
        .insert(products)
        .values([
          { title: `Robe Éclat ${tag}`, slug: `robe-eclat-${tag}-a`, brand_id: ours!.id },
          { title: `Robe Éclat ${tag}`, slug: `robe-eclat-${tag}-b`, brand_id: theirs!.id },
          { title: `Crème Silk Saree ${tag}`, slug: `creme-saree-${tag}` },
        ])
        .returning();
      return { ours: ours!, products: made };
    };
    const conditionId = async (code: string) => (await db().select().from(conditions).where(eq(conditions.code, code)))[0]!.id;

    it('matches products by handle or title and conditions, brands and colours by code or a name in any language', async () => {
      const token = await server().tokenFor('admin');
      const tag = 'm1';
      const { ours, products: [robeA, , saree] } = await catalogue(tag);
      const file = sheet([
        `MATCH-1,CRÈME SILK saree ${tag},Très bon état,smaragd,,,999,1999,`,
        `MATCH-2,robe eclat ${tag},good,Black,maison ${tag},,999,1999,`,
        `MATCH-3,Robe Éclat ${tag},NEW_WITH_TAGS,,,,999,1999,`,
        `MATCH-4,creme-saree-${tag},Comme neuf,Aubergine,,,999,1999,`,
        `MATCH-5,Crème Silk Saree ${tag},comme neuf,aubergine,No Such Brand,Nowhere,999,1999,`,
        `MATCH-6,creme-saree-${tag},Sehr gut,Esmeralda,,,999,1999,`,
      ]);
      const checked = await api.dryRun(token, 'named.csv', file);
      expect(checked.mapping).toEqual({ 0: 'sku', 1: 'product', 2: 'condition', 3: 'colour', 4: 'brand', 5: 'category', 6: 'price', 7: 'mrp', 8: 'barcode' });
      expect(checked.counts).toEqual({ rows: 6, new: 3, updated: 0, unchanged: 0, errors: 3 });
      expect(checked.errors).toEqual([
        { row: 4, field: 'product', message: { key: 'server.import_product_ambiguous', params: { value: `Robe Éclat ${tag}`, count: 2 } }, value: `Robe Éclat ${tag}` },
        { row: 5, field: 'colour', message: { key: 'server.import_unknown_colour', params: { value: 'Aubergine' } }, value: 'Aubergine' },
        { row: 5, field: 'condition', message: { key: 'server.import_unknown_condition', params: { value: 'Comme neuf' } }, value: 'Comme neuf' },
        { row: 6, field: 'brand', message: { key: 'server.import_unknown_brand', params: { name: 'No Such Brand' } }, value: 'No Such Brand' },
        { row: 6, field: 'category', message: { key: 'server.import_unknown_category', params: { name: 'Nowhere' } }, value: 'Nowhere' },
        { row: 6, field: 'colour', message: { key: 'server.import_unknown_colour', params: { value: 'aubergine' } }, value: 'aubergine' },
        { row: 6, field: 'condition', message: { key: 'server.import_unknown_condition', params: { value: 'comme neuf' } }, value: 'comme neuf' },
      ]);
      // Each value that matched nothing, once, with the rows it holds up.
      expect(checked.unmatched).toEqual([
        { field: 'colour', value: 'Aubergine', rows: 2, first_rows: [5, 6], resolvable: true },
        { field: 'condition', value: 'Comme neuf', rows: 2, first_rows: [5, 6], resolvable: true },
        { field: 'brand', value: 'No Such Brand', rows: 1, first_rows: [6], resolvable: true },
        { field: 'category', value: 'Nowhere', rows: 1, first_rows: [6], resolvable: true },
      ]);
      await api.confirm(token, checked.id);
      const written = await db().select().from(variants).where(inArray(variants.sku, ['MATCH-1', 'MATCH-2', 'MATCH-6']));
      expect(written.map((variant) => [variant.sku, variant.product_id, variant.condition_id, variant.colour]).sort()).toEqual([
        ['MATCH-1', saree!.id, await conditionId('VERY_GOOD'), 'Emerald'],
        ['MATCH-2', robeA!.id, await conditionId('GOOD'), 'Black'],
        ['MATCH-6', saree!.id, await conditionId('VERY_GOOD'), 'Emerald'],
      ]);
      expect(ours.name).toBe(`Maison ${tag}`);
    });

    it('cuts SKUs in the database as the domain does', async () => {
      const skus = ['ank-00008-5', ' TSH-BLU-XL ', 'KUR--M', 'ABC-', 'LONE123', '-5', ''];
      const rows = rowsOf<{ stem: string | null }>(await db().execute(sql`select sku_stem(s) as stem from jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb) with ordinality as t(s, n) order by n`));
      expect(rows.map((row) => row.stem ?? undefined)).toEqual(skus.map(skuStem));
    });

    it('finds the product of a row without a product by the stem its variants\' SKUs share', async () => {
      const token = await server().tokenFor('admin');
      const tag = 'M9';
      const { products: [robeA, robeB, saree] } = await catalogue(tag);
      const variant = (product_id: number, sku: string) => ({ product_id, sku, mrp: 199900, price: 99900 });
      await db().insert(variants).values([variant(saree!.id, `SAR${tag}-0001-S`), variant(robeA!.id, `ROB${tag}-77-A`), variant(robeB!.id, `ROB${tag}-77-B`)]);
      // No product column at all: the SKU alone names it; an existing SKU keeps its own product.
      const file = Buffer.from(
        [
          'Variant SKU,Variant Price,Variant Compare At Price',
          `sar${tag.toLowerCase()}-0001-xl,999,1999`,
          `SAR${tag}-0001-S,899,1999`,
          `ROB${tag}-77-C,999,1999`,
          `NONE${tag}-1,999,1999`,
          `LONE${tag},999,1999`,
        ].join('\n'),
      );
      const checked = await api.dryRun(token, 'skus.csv', file);
      expect(checked.counts).toEqual({ rows: 5, new: 1, updated: 1, unchanged: 0, errors: 3 });
      expect(checked.errors).toEqual([
        { row: 4, field: 'product', message: { key: 'server.import_stem_ambiguous', params: { stem: `ROB${tag}-77`, count: 2 } }, value: '' },
        { row: 5, field: 'product', message: { key: 'server.import_no_product_of_stem', params: { stem: `NONE${tag}` } }, value: '' },
        { row: 6, field: 'product', message: { key: 'server.import_name_the_product', params: {} }, value: '' },
      ]);
      await api.confirm(token, checked.id);
      const written = await db().select().from(variants).where(inArray(variants.sku, [`SAR${tag}-0001-XL`, `SAR${tag}-0001-S`]));
      expect(written.map((row) => [row.sku, row.product_id, row.price]).sort()).toEqual([
        [`SAR${tag}-0001-S`, saree!.id, 89900],
        [`SAR${tag}-0001-XL`, saree!.id, 99900],
      ]);
    });

    it('creates or maps what matched nothing from the preview, with History, and the file then passes', async () => {
      const token = await server().tokenFor('admin');
      const tag = 'm2';
      await catalogue(tag);
      const file = sheet([`MAP-1,creme-saree-${tag},Comme neuf,Aubergine ${tag},Nouvelle Maison ${tag},,999,1999,`, `MAP-2,creme-saree-${tag},COMME NEUF,,,Sarees,999,1999,`]);
      const checked = await api.dryRun(token, 'unmatched.csv', file);
      expect(checked.unmatched.map((value: { field: string }) => value.field).sort()).toEqual(['brand', 'colour', 'condition']);
      const resolve = (payload: Record<string, unknown>) => api.post(token, checked.id, 'resolve', payload);

      const excellent = await conditionId('EXCELLENT');
      expect((await resolve({ field: 'condition', value: 'Comme neuf', target_id: excellent })).statusCode).toBe(200);
      expect((await db().select().from(conditions).where(eq(conditions.id, excellent)))[0]!.other_names).toContain('Comme neuf');
      expect((await resolve({ field: 'colour', value: `Aubergine ${tag}`, create: true })).statusCode).toBe(200);
      const [colour] = await db().select().from(attributes).where(eq(attributes.code, 'colour'));
      expect(colour!.values).toContain(`Aubergine ${tag}`);
      expect((await resolve({ field: 'brand', value: `Nouvelle Maison ${tag}`, create: true })).statusCode).toBe(200);
      const [brand] = await db().select().from(brands).where(eq(brands.slug, `nouvelle-maison-${tag}`));
      expect(brand!.name).toBe(`Nouvelle Maison ${tag}`);
      const recorded = await db()
        .select({ entity: history.entity, action: history.action, changes: history.changes })
        .from(history)
        .where(
          and(
            inArray(history.entity, ['conditions', 'attributes', 'brands']),
            inArray(history.entity_id, [excellent, colour!.id, brand!.id]),
          ),
        );
      expect(recorded).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity: 'conditions', action: 'update', changes: { other_names: [['Ausgezeichnet', 'Excelente'], ['Ausgezeichnet', 'Excelente', 'Comme neuf']] } }),
          expect.objectContaining({ entity: 'attributes', action: 'update' }),
          expect.objectContaining({ entity: 'brands', action: 'create' }),
        ]),
      );

      // Refusals say what is wrong, at their field.
      const refusal = async (payload: Record<string, unknown>) => {
        const response = await resolve(payload);
        return [response.statusCode, response.json().error.i18n.fields];
      };
      expect(await refusal({ field: 'product', value: 'x', create: true })).toEqual([400, { field: { key: 'server.import_cannot_resolve' } }]);
      expect(await refusal({ field: 'condition', value: 'Brand new' })).toEqual([400, { target_id: { key: 'server.import_choose_target', params: { value: 'Brand new' } } }]);
      expect(await refusal({ field: 'condition', value: 'Brand new', target_id: 99_999_999 })).toEqual([400, { target_id: { key: 'server.import_unknown_target' } }]);
      expect(await refusal({ field: 'condition', value: 'comme NEUF', create: true })).toEqual([409, { value: { key: 'server.import_value_matches', params: { value: 'comme NEUF' } } }]);
      expect((await refusal({ field: 'brand', value: '' }))[0]).toBe(400);
      const warehouse = await tokenOfRole(server(), 'warehouse');
      expect((await server().request(warehouse, { method: 'POST', url: `${PATH}/${checked.id}/resolve`, payload: { field: 'colour', value: 'Plum', create: true } })).statusCode).toBe(403);

      // Checked again with the same mapping, the file passes whole.
      const again = await api.post(token, checked.id, 'validate', { mapping: checked.mapping });
      await api.runJobOf(again.json());
      const rechecked = await api.one(token, checked.id);
      expect(rechecked).toMatchObject({ status: 'ready', counts: { rows: 2, new: 2, errors: 0 }, errors: [], unmatched: [] });
    });

    it('says what is wrong with a negative price, a barcode check digit and a missing record', async () => {
      const token = await server().tokenFor('admin');
      const tag = 'm3';
      const { products: [, , saree] } = await catalogue(tag);
      const checked = await api.dryRun(
        token,
        'refused.csv',
        sheet([
          `BAD-1,creme-saree-${tag},,,,,-500,1999,`,
          `BAD-2,creme-saree-${tag},,,,,999,1999,4006381333932`,
          `BAD-3,creme-saree-${tag},,,,,999,1999,036000291453`,
          `BAD-4,creme-saree-${tag},,,,,999,1999,4006381333931`,
        ]),
      );
      expect(checked.errors.map((error: { row: number; field: string; message: unknown }) => [error.row, error.field, error.message])).toEqual([
        [2, 'price', { key: 'server.amount_negative', params: { field: { key: 'resources.variants.fields.price' } } }],
        [3, 'barcode', { key: 'server.barcode_check_digit', params: { kind: 'EAN-13', expected: 1 } }],
        [4, 'barcode', { key: 'server.barcode_check_digit', params: { kind: 'UPC-A', expected: 2 } }],
      ]);
      const report = await server().request(token, { method: 'GET', url: `${PATH}/${checked.id}/errors` });
      expect(report.body).toContain('Variant Price ""-500"": The price cannot be negative');
      expect(report.body).toContain('Wrong check digit for this EAN-13 barcode: the last digit should be 1');

      // The variant form's route refuses them alike, and a product or brand that is not there is said so.
      const create = (url: string, payload: Record<string, unknown>) => server().request(token, { method: 'POST', url, payload });
      const variant = { product_id: saree!.id, sku: 'FORM-1', mrp: 199900, price: 99900 };
      const badBarcode = await create('/svc/product/variants', { ...variant, barcode: '96385075' });
      expect([badBarcode.statusCode, badBarcode.json().error.i18n.fields.barcode]).toEqual([400, { key: 'server.barcode_check_digit', params: { kind: 'EAN-8', expected: 4 } }]);
      const noProduct = await create('/svc/product/variants', { ...variant, product_id: 99_999_999 });
      expect([noProduct.statusCode, noProduct.json().error.i18n.fields]).toEqual([400, { product_id: { key: 'server.record_missing' } }]);
      expect(noProduct.json().error.message).toBe('The record chosen here does not exist (it may have been deleted)');
      const noBrand = await create('/svc/product/products', { title: 'Nobody', slug: `nobody-${tag}`, brand_id: 99_999_999 });
      expect([noBrand.statusCode, noBrand.json().error.i18n.fields]).toEqual([400, { brand_id: { key: 'server.record_missing' } }]);
    });
  },
  { filesDir },
);
