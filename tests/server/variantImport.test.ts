import { expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { history, products, variants } from '../../server/db/schema';
import { diffChanges } from '@domain/history';
import { describeEachDatabase } from './harness';
import { importsApi, tokenOfRole } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-variant-import-'));
const PATH = '/svc/product/variant-imports';

/** A Shopify product export's variant columns: mapped with no manual step. */
const csv = (handle: string, rows: string[]) =>
  Buffer.from([`Handle,Variant SKU,Variant Barcode,Option1 Value,Variant Price,Variant Compare At Price,Notes`, ...rows.map((row) => row.replace('{h}', handle))].join('\n'));

describeEachDatabase(
  'variant imports',
  (server) => {
    const api = importsApi(server, filesDir, PATH);
    const handleOf = async () => (await server().database.db.select({ slug: products.slug }).from(products).limit(1))[0]!.slug;

    it('maps a Shopify export, dry-runs it, imports exactly its good rows and reports exactly its bad ones', async () => {
      const token = await server().tokenFor('admin');
      const handle = await handleOf();
      const file = csv(handle, [
        '{h},IMP-NEW-1,,M,"1,299.00",1999,ok',
        'no-such-product,IMP-NEW-2,,L,999,1999,unknown product',
        '{h},IMP-NEW-1,,S,999,1999,SKU twice',
        '{h},IMP-NEW-3,,S,2999,1999,price above MRP',
        '{h},IMP-NEW-4,,S,abc,1999,price not an amount',
        '{h},IMP-NEW-5,8901234567890,XL,500,800,ok with barcode',
      ]);
      const uploaded = await api.upload(token, 'variants.csv', file);
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json()).toMatchObject({
        status: 'uploaded',
        headers: ['Handle', 'Variant SKU', 'Variant Barcode', 'Option1 Value', 'Variant Price', 'Variant Compare At Price', 'Notes'],
        mapping: { 0: 'product', 1: 'sku', 2: 'barcode', 3: 'size', 4: 'price', 5: 'mrp' },
      });
      const checked = await api.dryRun(token, 'variants.csv', file);
      expect(checked).toMatchObject({ status: 'ready', counts: { rows: 6, new: 2, updated: 0, unchanged: 0, errors: 4 } });
      // The console's mapping offers the type's fields; the screens say who uploaded it.
      expect(checked.created_by_name).toBe('Asha Menon');
      expect(checked.fields).toEqual(expect.arrayContaining([{ name: 'sku', required: true }, { name: 'barcode', required: false }]));
      const listed = (await server().request(token, { method: 'GET', url: PATH })).json();
      expect(listed[0]).toMatchObject({ id: checked.id, created_by_name: 'Asha Menon' });
      expect(checked.errors).toMatchObject([
        { row: 3, field: 'product', message: { key: 'server.import_unknown_product', params: { value: 'no-such-product' } } },
        { row: 4, field: 'sku', message: { key: 'server.import_listed_twice', params: { row: 2 } } },
        { row: 5, field: 'price', message: { key: 'server.price_above_mrp' } },
        { row: 6, field: 'price', message: expect.objectContaining({ key: 'server.enter_the' }) },
      ]);
      const done = await api.confirm(token, checked.id);
      expect(done).toMatchObject({ status: 'done', imported: { new: 2, updated: 0, errors: 4 } });
      const written = await server().database.db.select().from(variants).where(inArray(variants.sku, ['IMP-NEW-1', 'IMP-NEW-2', 'IMP-NEW-5']));
      expect(written.map((variant) => [variant.sku, variant.price, variant.mrp, variant.size, variant.status]).sort()).toEqual([
        ['IMP-NEW-1', 129900, 199900, 'M', 'draft'],
        ['IMP-NEW-5', 50000, 80000, 'XL', 'draft'],
      ]);
      const recorded = await server().database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'variants'), inArray(history.entity_id, written.map((variant) => variant.id))));
      expect(recorded.map((row) => row.action)).toEqual(['create', 'create']);
      // Each create records the variant as stored, as the variant form's create does.
      for (const variant of written) expect(recorded.find((row) => row.entity_id === variant.id)!.changes).toEqual(diffChanges(undefined, variant));
      // Each names the file and the spreadsheet row that made it, and the variant's timeline shows them.
      const rowOfSku: Record<string, number> = { 'IMP-NEW-1': 2, 'IMP-NEW-5': 7 };
      for (const variant of written)
        expect(recorded.find((row) => row.entity_id === variant.id)!.origin).toEqual({ import_id: checked.id, file_name: 'variants.csv', row: rowOfSku[variant.sku] });
      const timeline = (await server().request(token, { method: 'GET', url: `/svc/product/variants/${written[0]!.id}/timeline` })).json();
      expect(timeline.events.find((event: { source: string }) => event.source === 'history')).toMatchObject({ action: 'create', origin: { file_name: 'variants.csv', row: rowOfSku[written[0]!.sku] } });

      const report = await server().request(token, { method: 'GET', url: `${PATH}/${checked.id}/errors` });
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = report.body.trim().split('\r\n');
      expect(lines[0]).toBe('Row,Handle,Variant SKU,Variant Barcode,Option1 Value,Variant Price,Variant Compare At Price,Notes,Error');
      expect(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')[2]])).toEqual([['3', 'IMP-NEW-2'], ['4', 'IMP-NEW-1'], ['5', 'IMP-NEW-3'], ['6', 'IMP-NEW-4']]);
      expect(lines[1]).toContain('Handle ""no-such-product"": No product has the handle or title no-such-product');
      const inFrench = await server().request(token, { method: 'GET', url: `${PATH}/${checked.id}/errors`, headers: { 'accept-language': 'fr' } });
      expect(inFrench.body).toContain('Ligne,Handle');
      expect(inFrench.body).toContain("Handle \"\"no-such-product\"\": Aucun produit n'a l'identifiant ou le titre no-such-product");

      // The same file again: nothing new, nothing updated.
      const again = await api.dryRun(token, 'variants.csv', file);
      expect(again.counts).toEqual({ rows: 6, new: 0, updated: 0, unchanged: 2, errors: 4 });
      expect(await api.confirm(token, again.id)).toMatchObject({ status: 'done', imported: { new: 0, updated: 0, unchanged: 2 } });
      // A changed price updates in place.
      const changed = await api.dryRun(token, 'changed.csv', csv(handle, ['{h},IMP-NEW-1,,M,1399,1999,']));
      expect(changed.counts).toMatchObject({ new: 0, updated: 1 });
      expect((await api.confirm(token, changed.id)).imported).toMatchObject({ updated: 1 });
    });

    it('resumes a dry run and an import stopped between batches, each row written once', async () => {
      const token = await server().tokenFor('admin');
      const handle = await handleOf();
      const skus = Array.from({ length: 7 }, (_, index) => `IMP-RESUME-${index}`);
      const file = csv(handle, [...skus.map((sku) => `{h},${sku},,M,100,200,`), 'no-such-product,IMP-RESUME-X,,M,100,200,']);
      const done = await api.stoppedAndResumed(token, 'resume.csv', file, async (written) => {
        expect((await server().database.db.select().from(variants).where(inArray(variants.sku, skus))).length).toBe(written);
      });
      expect(done.counts).toEqual({ rows: 8, new: 7, updated: 0, unchanged: 0, errors: 1 });
      const written = await server().database.db.select().from(variants).where(inArray(variants.sku, skus));
      expect(written.map((variant) => variant.sku).sort()).toEqual(skus);
      const created = await server().database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'variants'), inArray(history.entity_id, written.map((variant) => variant.id))));
      expect(created).toHaveLength(7);
      expect(done.imported).toEqual({ rows: 7, new: 7, updated: 0, unchanged: 0, errors: 1 });
    });

    it('imports a variant once when two dry runs of it are confirmed: the second compares with what the first wrote', async () => {
      const token = await server().tokenFor('admin');
      const handle = await handleOf();
      const skus = ['IMP-TWICE-1', 'IMP-TWICE-2'];
      const first = await api.dryRun(token, 'first.csv', csv(handle, skus.map((sku) => `{h},${sku},,M,100,200,`)));
      const second = await api.dryRun(token, 'second.csv', csv(handle, [`{h},${skus[0]},,M,100,200,`, `{h},${skus[1]},,M,150,200,`]));
      expect(second.counts).toMatchObject({ new: 2 });
      expect((await api.confirm(token, first.id)).imported).toMatchObject({ new: 2, updated: 0 });
      expect((await api.confirm(token, second.id)).imported).toMatchObject({ new: 0, updated: 1, unchanged: 1 });
      const written = await server().database.db.select().from(variants).where(inArray(variants.sku, skus));
      expect(written.map((variant) => [variant.sku, variant.price]).sort()).toEqual([
        [skus[0], 10000],
        [skus[1], 15000],
      ]);
      const recorded = await server().database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'variants'), inArray(history.entity_id, written.map((variant) => variant.id))));
      expect(recorded.map((row) => row.action).sort()).toEqual(['create', 'create', 'update']);
      expect(recorded.find((row) => row.action === 'update')!.changes).toEqual({ price: [10000, 15000] });
    });

    it('maps headers written as the console labels its fields, in any of its languages', async () => {
      const token = await server().tokenFor('admin');
      const mappingOf = async (header: string) => (await api.upload(token, 'labels.csv', Buffer.from(`${header}\nA-1,x,100,200,M\n`))).json().mapping;
      expect(await mappingOf('SKU,Identifiant du produit,Prix (₹),Prix conseillé (₹),Taille')).toEqual({ 0: 'sku', 1: 'product', 2: 'price', 3: 'mrp', 4: 'size' });
      expect(await mappingOf('sku,produkt-handle,Preis (₹),UVP (₹),Größe')).toEqual({ 0: 'sku', 1: 'product', 2: 'price', 3: 'mrp', 4: 'size' });
      expect(await mappingOf('SKU,Identificador do produto,Preço (₹),MRP (₹),Tamanho')).toEqual({ 0: 'sku', 1: 'product', 2: 'price', 3: 'mrp', 4: 'size' });
    });

    it('proposes a mapping kept for the type to the next file with the same headers', async () => {
      const token = await server().tokenFor('admin');
      const file = Buffer.from('Our ref,Parent,Selling,List price\nKEEP-1,x,100,200\n');
      const first = (await api.upload(token, 'ours.csv', file)).json();
      expect(first.mapping).toEqual({});
      const mapping = { 0: 'sku', 1: 'product', 2: 'price', 3: 'mrp' };
      expect((await api.post(token, first.id, 'validate', { mapping, save: true })).statusCode).toBe(200);
      expect((await api.upload(token, 'ours-again.csv', file)).json().mapping).toEqual(mapping);
    });

    it('refuses bad files at the file field, with nothing stored', async () => {
      const token = await server().tokenFor('admin');
      const refusal = async (bytes: Buffer) => {
        const response = await api.upload(token, 'bad.csv', bytes);
        return [response.statusCode, response.json().error.fields.file];
      };
      expect(await refusal(Buffer.alloc(0))).toEqual([400, 'The file is empty']);
      expect(await refusal(Buffer.from('Handle,Variant SKU\n'))).toEqual([400, 'The file holds a header but no rows']);
      expect(await refusal(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))).toEqual([400, 'Upload a CSV or XLSX file']);
      expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]))).toEqual([400, 'Upload a CSV or XLSX file']);
    });

    it('refuses a dry run missing a required column, and staff without the import action', async () => {
      const token = await server().tokenFor('admin');
      const uploaded = (await api.upload(token, 'v.csv', Buffer.from('Variant SKU,Variant Price\nA-1,100\n'))).json();
      const missing = await api.post(token, uploaded.id, 'validate', { mapping: uploaded.mapping });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.mapping).toBe('No column is mapped to mrp');
      // An upload that cannot go on is cancelled, and stays so.
      const cancelled = await api.post(token, uploaded.id, 'cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ id: uploaded.id, status: 'cancelled' });
      expect((await api.post(token, uploaded.id, 'cancel')).statusCode).toBe(409);
      const warehouse = await tokenOfRole(server(), 'warehouse');
      expect((await api.upload(warehouse, 'v.csv', Buffer.from('Variant SKU\nA-1\n'))).statusCode).toBe(403);
      expect((await server().request(warehouse, { method: 'GET', url: PATH })).statusCode).toBe(403);
      expect((await api.upload(undefined, 'v.csv', Buffer.from('Variant SKU\nA-1\n'))).statusCode).toBe(401);
    });
  },
  { filesDir },
);
