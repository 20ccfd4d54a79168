import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brands, products } from '../../server/db/schema';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-product-import-'));

/** The first columns of a Shopify product export, one product on two rows (its second variant's row carries only the handle). */
const shopifyExport = (vendor: string) =>
  Buffer.from(
    [
      'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Status',
      `imp-silk-saree,Silk saree,"<p>Handwoven <b>silk</b> &amp; zari</p>",${vendor},Apparel & Accessories > Clothing,,"wedding, silk",TRUE,Size,Free,SAREE-1,active`,
      'imp-silk-saree,,,,,,,,,Small,SAREE-2,',
      'imp-odd-kurta,Odd kurta,,No Such Vendor,,,,TRUE,Size,M,KURTA-1,draft',
      ',Nameless,,,,,,,,,,draft',
    ].join('\n'),
  );

describeEachDatabase(
  'product template imports',
  (server) => {
    const api = importsApi(server, filesDir, '/svc/product/product-imports');

    it('imports a Shopify product export with no manual mapping: one product per handle, bad rows reported', async () => {
      const token = await server().tokenFor('admin');
      const [brand] = await server().database.db.select().from(brands).limit(1);
      const file = shopifyExport(brand!.name.toUpperCase());
      const uploaded = (await api.upload(token, 'products_export.csv', file)).json();
      expect(uploaded.mapping).toEqual({ 0: 'handle', 1: 'title', 2: 'description', 3: 'brand', 6: 'tags', 11: 'status', 5: 'category' });
      const checked = await api.dryRun(token, 'products_export.csv', file);
      expect(checked.counts).toEqual({ rows: 3, new: 1, updated: 0, unchanged: 0, errors: 2 });
      expect(checked.errors).toMatchObject([
        { row: 4, field: 'brand', message: { key: 'server.import_unknown_brand', params: { name: 'No Such Vendor' } } },
        { row: 5, field: 'handle', message: { key: 'ra.validation.required' } },
      ]);
      await api.confirm(token, checked.id);
      const [saree] = await server().database.db.select().from(products).where(eq(products.slug, 'imp-silk-saree'));
      expect(saree).toMatchObject({ title: 'Silk saree', description: 'Handwoven silk & zari', brand_id: brand!.id, tags: ['wedding', 'silk'], status: 'active' });
      expect((await api.dryRun(token, 'products_export.csv', file)).counts).toEqual({ rows: 3, new: 0, updated: 0, unchanged: 1, errors: 2 });
    });

    it('lists its imports, reports the refused rows as CSV, and cancels one not imported', async () => {
      const token = await server().tokenFor('admin');
      const checked = await api.dryRun(token, 'unknown_vendor.csv', shopifyExport('No Such Vendor'));
      const listed = await server().request(token, { method: 'GET', url: '/svc/product/product-imports' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()[0]).toMatchObject({ id: checked.id, type: 'products', status: 'ready' });
      const report = await server().request(token, { method: 'GET', url: `/svc/product/product-imports/${checked.id}/errors` });
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain('No Such Vendor');
      const cancelled = await api.post(token, checked.id, 'cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ id: checked.id, status: 'cancelled' });
    });
  },
  { filesDir },
);
