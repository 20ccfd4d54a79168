import { gs1CheckDigit } from '@domain/barcodes';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attributes, brands, categories, racks, shelfStock, shelves } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { PRODUCT_API, createIn, limitedStaffToken, listOf, uniqueWord } from './catalogueApi';

const newProduct = (word: string, overrides: Record<string, unknown> = {}) => ({
  title: `${word} Ivory Banarasi Silk Saree`,
  description: `Pre-owned saree with zari border, ${word}lustre finish`,
  slug: word.toLowerCase(),
  status: 'active',
  ...overrides,
});
const newVariant = (productId: number, sku: string, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  sku,
  size: 'Free size',
  colour: 'Ivory',
  mrp: 4_500_000,
  price: 2_900_000,
  ...overrides,
});

describeEachDatabase('catalogue: products', (server) => {
  let admin: string;
  let word: string;
  let brandId: number;
  let product: { id: number };
  let warehouseId: number;

  beforeAll(async () => {
    admin = await server().tokenFor('admin');
    word = uniqueWord('kanjee');
    const { db } = server().database;
    const [brand] = await db.insert(brands).values({ name: word, slug: `brand-${word}` }).returning();
    brandId = brand!.id;
    const [parent] = await db.insert(categories).values({ name: `${word} Women`, slug: `women-${word}` }).returning();
    const [category] = await db.insert(categories).values({ name: 'Sarees', slug: `sarees-${word}`, parent_id: parent!.id }).returning();
    product = await createIn(server(), admin, 'products', newProduct(word, { brand_id: brandId, category_id: category!.id }));
    const variant = await createIn(server(), admin, 'variants', newVariant(product.id, `${word}-1`.toUpperCase()));
    const [shelf] = await db.select({ id: shelves.id, warehouse_id: racks.warehouse_id }).from(shelves).innerJoin(racks, eq(racks.id, shelves.rack_id)).limit(1);
    warehouseId = shelf!.warehouse_id;
    await db.insert(shelfStock).values({ variant_id: variant.id, shelf_id: shelf!.id, warehouse_id: warehouseId, quantity: 2 });
  });

  it('lists newest first with a total, and pages through', async () => {
    const first = await listOf(server(), admin, 'products', { range: [0, 9] });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]!.id).toBe(product.id);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.rows[0]).not.toHaveProperty('search');
    // The names the rows show come with them: no second round trip for brands and categories.
    expect(first.rows[0]).toMatchObject({ brand_name: word, category_name: `${word} Women › Sarees` });
    const second = await listOf(server(), admin, 'products', { range: [10, 19] });
    expect(second.range).toMatch(/^products 10-19\//);
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
  });

  it('finds a product by a word of its description, as a prefix too', async () => {
    const found = await listOf(server(), admin, 'products', { filter: { q: `${word}lus` } });
    expect(found.rows.map((r) => r.id)).toEqual([product.id]);
    expect(found.total).toBe(1);
    const byTitle = await listOf(server(), admin, 'products', { filter: { q: `${word} saree` } });
    expect(byTitle.rows.map((r) => r.id)).toEqual([product.id]);
  });

  it('filters by brand, warehouse, stock, variant status and status, where "all" means no condition', async () => {
    const query = (filter: Record<string, unknown>) => listOf(server(), admin, 'products', { filter: { q: word, ...filter } });
    expect((await query({ brand_id: [brandId] })).total).toBe(1);
    expect((await query({ warehouse_id: [warehouseId] })).total).toBe(1);
    expect((await query({ stock: 'in_stock' })).total).toBe(1);
    expect((await query({ stock: 'out_of_stock' })).total).toBe(0);
    expect((await query({ variant_status: ['draft'] })).total).toBe(1);
    expect((await query({ variant_status: ['approved'] })).total).toBe(0);
    expect((await query({ status: 'all', stock: 'all', category: 'all' })).total).toBe(1);
    expect((await query({ status: 'archived' })).total).toBe(0);
    const inStock = await listOf(server(), admin, 'products', { filter: { stock: 'in_stock' }, range: [0, 4] });
    expect(inStock.rows.every((r) => Number(r.stock) > 0)).toBe(true);
  });

  it('sorts by a column and refuses unknown sorts and malformed filters with 400', async () => {
    const sorted = await listOf(server(), admin, 'products', { sort: ['title', 'ASC'], range: [0, 4] });
    const titles = sorted.rows.map((r) => String(r.title));
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const badSort = await server().request(admin, { method: 'GET', url: `${PRODUCT_API}/products?sort=${encodeURIComponent('["nope","ASC"]')}` });
    expect(badSort.statusCode).toBe(400);
    const badStock = await server().request(admin, {
      method: 'GET',
      url: `${PRODUCT_API}/products?filter=${encodeURIComponent('{"stock":"plenty"}')}`,
    });
    expect(badStock.statusCode).toBe(400);
    expect(badStock.json().error.fields).toHaveProperty('stock');
  });

  it('validates input and answers a duplicate slug with 409 on the field', async () => {
    const bad = await server().request(admin, { method: 'POST', url: `${PRODUCT_API}/products`, payload: { title: '', slug: 'Not A Slug' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ title: expect.any(String), slug: expect.any(String) });
    const duplicate = await server().request(admin, { method: 'POST', url: `${PRODUCT_API}/products`, payload: newProduct(word) });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      fields: { slug: 'This slug is already in use' },
      i18n: { fields: { slug: { key: 'server.slug_taken' } } },
    });
  });

  it('updates, and refuses to delete a product that has variants', async () => {
    const updated = await server().request(admin, { method: 'PUT', url: `${PRODUCT_API}/products/${product.id}`, payload: { status: 'archived' } });
    expect(updated.json()).toMatchObject({ id: product.id, status: 'archived' });
    const refused = await server().request(admin, { method: 'DELETE', url: `${PRODUCT_API}/products/${product.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/variants/);
    const lone = await createIn(server(), admin, 'products', newProduct(uniqueWord('lone')));
    const deleted = await server().request(admin, { method: 'DELETE', url: `${PRODUCT_API}/products/${lone.id}` });
    expect(deleted.statusCode).toBe(200);
    const gone = await server().request(admin, { method: 'GET', url: `${PRODUCT_API}/products/${lone.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps attribute values to known attributes and their listed values, refused at the field', async () => {
    const code = uniqueWord('fabric').toLowerCase();
    const notes = `${code}_notes`;
    await createIn(server(), admin, 'attributes', { name: `Fabric ${code}`, code, type: 'select', values: ['Silk', 'Velvet'] });
    await createIn(server(), admin, 'attributes', { name: `Notes ${code}`, code: notes, type: 'text' });
    const put = (attributes: Record<string, string>) =>
      server().request(admin, { method: 'PUT', url: `${PRODUCT_API}/products/${product.id}`, payload: { attributes } });

    const unknown = await server().request(admin, {
      method: 'POST',
      url: `${PRODUCT_API}/products`,
      payload: newProduct(uniqueWord('attr'), { attributes: { [`${code}_nothing`]: 'Silk' } }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      fields: { attributes: `There is no attribute with the code "${code}_nothing"` },
      i18n: { fields: { attributes: { key: 'server.unknown_attribute' } } },
    });
    const unlisted = await put({ [code]: 'Denim' });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().error).toMatchObject({
      fields: { attributes: `"Denim" is not one of the values of Fabric ${code}` },
      i18n: { fields: { attributes: { key: 'server.attribute_value_not_listed' } } },
    });

    const saved = await put({ [code]: 'Velvet', [notes]: 'Receipt from the boutique' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().attributes).toEqual({ [code]: 'Velvet', [notes]: 'Receipt from the boutique' });
    // A value the product already holds stays, even once its attribute no longer lists it.
    const { db } = server().database;
    await db.update(attributes).set({ values: ['Silk'] }).where(eq(attributes.code, code));
    expect((await put({ [code]: 'Velvet', [notes]: 'Boxed' })).statusCode).toBe(200);
  });

  it('lists warehouses for the warehouse filter, searchable', async () => {
    const found = await listOf(server(), admin, 'warehouses', { filter: { q: 'mumbai' } });
    expect(found.rows.map((r) => r.code)).toEqual(['WH-BOM']);
    // Warehouses are written through their own routes (tests/server/stock.test.ts): a code is required.
    const create = await server().request(admin, { method: 'POST', url: `${PRODUCT_API}/warehouses`, payload: { name: 'X' } });
    expect(create.statusCode).toBe(400);
  });

  it('checks permissions: signed out 401, list-only staff cannot create, no grant means 403', async () => {
    expect((await server().request(undefined, { method: 'GET', url: `${PRODUCT_API}/products` })).statusCode).toBe(401);
    const viewer = await limitedStaffToken(server(), { products: ['list', 'show'] });
    expect((await server().request(viewer, { method: 'GET', url: `${PRODUCT_API}/products` })).statusCode).toBe(200);
    const create = await server().request(viewer, { method: 'POST', url: `${PRODUCT_API}/products`, payload: newProduct(uniqueWord('v')) });
    expect(create.statusCode).toBe(403);
    expect((await server().request(viewer, { method: 'GET', url: `${PRODUCT_API}/variants` })).statusCode).toBe(403);
  });
});

describeEachDatabase('catalogue: variants and the review queue', (server) => {
  let admin: string;
  let word: string;
  let productId: number;
  const ids: number[] = [];

  const post = (url: string, payload: Record<string, unknown> = {}, token = admin) =>
    server().request(token, { method: 'POST', url: `${PRODUCT_API}/${url}`, payload });

  beforeAll(async () => {
    admin = await server().tokenFor('admin');
    word = uniqueWord('zari');
    productId = (await createIn(server(), admin, 'products', newProduct(word))).id;
    for (const n of [1, 2, 3]) {
      // Valid EAN-13s: the variant schema checks the check digit.
      const first12 = `8901${Date.now().toString().slice(-7)}${n}`;
      const barcode = `${first12}${gs1CheckDigit(first12)}`;
      ids.push((await createIn(server(), admin, 'variants', newVariant(productId, `${word}-${n}`.toUpperCase(), { barcode }))).id);
    }
  });

  it('creates variants as drafts and lists them per product, newest first', async () => {
    const list = await listOf(server(), admin, 'variants', { filter: { product_id: productId } });
    expect(list.rows.map((r) => r.id)).toEqual([...ids].reverse());
    expect(list.rows.every((r) => r.status === 'draft' && r.erp_status === 'pending' && r.currency === 'INR')).toBe(true);
    expect(list.rows.every((r) => r.product_title === newProduct(word).title)).toBe(true);
  });

  it('answers a duplicate SKU or barcode with 409 on the field and bad prices with 400', async () => {
    const sku = await post('variants', newVariant(productId, `${word}-1`.toUpperCase()));
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error.fields).toHaveProperty('sku');
    const existing = (await listOf(server(), admin, 'variants', { filter: { id: ids[0] } })).rows[0]!;
    const barcode = await post('variants', newVariant(productId, `${word}-9`.toUpperCase(), { barcode: existing.barcode }));
    expect(barcode.statusCode).toBe(409);
    expect(barcode.json().error.fields).toHaveProperty('barcode');
    const price = await post('variants', newVariant(productId, `${word}-8`.toUpperCase(), { price: 5_000_000 }));
    expect(price.statusCode).toBe(400);
    expect(price.json().error.fields).toHaveProperty('price');
    const edit = await server().request(admin, { method: 'PUT', url: `${PRODUCT_API}/variants/${ids[0]}`, payload: { mrp: -1 } });
    expect(edit.statusCode).toBe(400);
  });

  it('searches by SKU fragment and by a word of the product', async () => {
    const bySku = await listOf(server(), admin, 'variants', { filter: { q: `${word}-2`.toUpperCase() } });
    expect(bySku.rows.map((r) => r.id)).toEqual([ids[1]]);
    const byProduct = await listOf(server(), admin, 'variants', { filter: { q: `${word}lustre` } });
    expect(byProduct.total).toBe(3);
  });

  it('filters by expiry (not expired by default in the console), ERP status and product status', async () => {
    const expired = await server().request(admin, {
      method: 'PUT',
      url: `${PRODUCT_API}/variants/${ids[2]}`,
      payload: { expires_at: '2020-01-01T00:00:00Z', erp_status: 'failed' },
    });
    expect(expired.json()).toMatchObject({ expires_at: '2020-01-01T00:00:00.000Z', erp_status: 'failed' });
    const query = (filter: Record<string, unknown>) => listOf(server(), admin, 'variants', { filter: { product_id: productId, ...filter } });
    expect((await query({ is_expired: false })).total).toBe(2);
    expect((await query({ is_expired: true })).rows.map((r) => r.id)).toEqual([ids[2]]);
    expect((await query({ erp_status: ['failed', 'synced'] })).total).toBe(1);
    expect((await query({ product_status: 'active' })).total).toBe(3);
    expect((await query({ product_status: 'draft' })).total).toBe(0);
    expect((await query({ stock: 'out_of_stock', status: ['draft'] })).total).toBe(3);
  });

  it('sends to review, approves one and rejects another with a reason; who and when are kept', async () => {
    expect((await post('variants/submit', { ids })).statusCode).toBe(200);
    const queue = await listOf(server(), admin, 'in-review-variants', { filter: { product_id: productId } });
    expect(queue.total).toBe(3);
    expect((await post(`in-review-variants/${ids[0]}/approve`)).json()).toEqual([{ id: ids[0], status: 'approved' }]);
    const noReason = await post(`in-review-variants/${ids[1]}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    expect((await post(`in-review-variants/${ids[1]}/reject`, { reason: 'Zari is tarnished in the photos' })).statusCode).toBe(200);
    const rejected = (await server().request(admin, { method: 'GET', url: `${PRODUCT_API}/variants/${ids[1]}` })).json();
    expect(rejected.status).toBe('rejected');
    expect(rejected.reviews).toEqual([
      expect.objectContaining({ decision: 'rejected', reason: 'Zari is tarnished in the photos', decided_by_name: 'Asha Menon', decided_at: expect.any(String) }),
    ]);
    const left = await listOf(server(), admin, 'in-review-variants', { filter: { product_id: productId } });
    expect(left.rows.map((r) => r.id)).toEqual([ids[2]]);
    // The history is the show page's: list rows leave it out (per-row work a page does not display).
    const listed = await listOf(server(), admin, 'variants', { filter: { product_id: productId } });
    expect(listed.rows.map((r) => 'reviews' in r)).toEqual([false, false, false]);
    const outOfQueue = await server().request(admin, { method: 'GET', url: `${PRODUCT_API}/in-review-variants/${ids[0]}` });
    expect(outOfQueue.statusCode).toBe(404);
  });

  it('refuses decisions on variants not in review, all or nothing, and bulk rejects with a reason', async () => {
    const stale = await post('in-review-variants/approve', { ids: [ids[0], ids[2]] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields.ids).toBe(String(ids[0]));
    expect((await listOf(server(), admin, 'in-review-variants', { filter: { product_id: productId } })).total).toBe(1);
    expect((await post('variants/submit', { ids: [ids[0]] })).statusCode).toBe(409);
    expect((await post('in-review-variants/reject', { ids: [ids[2]] })).statusCode).toBe(400);
    const bulk = await post('in-review-variants/reject', { ids: [ids[2]], reason: 'Duplicate listing' });
    expect(bulk.json()).toEqual([{ id: ids[2], status: 'rejected' }]);
    expect((await post(`variants/${ids[2]}/submit`)).json()).toEqual([{ id: ids[2], status: 'in_review' }]);
    expect((await post('in-review-variants/approve', { ids: [ids[2]] })).json()).toEqual([{ id: ids[2], status: 'approved' }]);
  });

  it('answers a single-variant decision on a malformed or unknown :id with 404, like every record route', async () => {
    for (const id of ['abc', '0', '2147483647']) {
      expect((await post(`in-review-variants/${id}/approve`)).statusCode, id).toBe(404);
      expect((await post(`in-review-variants/${id}/reject`, { reason: 'Blurry photos' })).statusCode, id).toBe(404);
      expect((await post(`variants/${id}/submit`)).statusCode, id).toBe(404);
    }
  });

  it('keeps review decisions to staff allowed to review', async () => {
    const editorOfVariants = await limitedStaffToken(server(), { variants: ['list', 'show', 'edit'] });
    expect((await post(`in-review-variants/${ids[2]}/approve`, {}, editorOfVariants)).statusCode).toBe(403);
    expect((await server().request(editorOfVariants, { method: 'GET', url: `${PRODUCT_API}/in-review-variants` })).statusCode).toBe(403);
  });

  it('does not serve create or delete on the queue, and deletes a variant without stock', async () => {
    expect((await post('in-review-variants', newVariant(productId, 'QUEUE-1'))).statusCode).toBe(404);
    const deleted = await server().request(admin, { method: 'DELETE', url: `${PRODUCT_API}/variants/${ids[1]}` });
    expect(deleted.statusCode).toBe(200);
  });
});

describeEachDatabase('search base and list totals', (server: () => TestServer) => {
  it('searches products and their variants in one call', async () => {
    const admin = await server().tokenFor('admin');
    const word = uniqueWord('chikan');
    const product = await createIn(server(), admin, 'products', newProduct(word));
    await createIn(server(), admin, 'variants', newVariant(product.id, `${word}-1`.toUpperCase()));
    const response = await server().request(admin, { method: 'GET', url: `/svc/search/catalogue?q=${word}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(response.json().variants).toHaveLength(1);
    const blank = await server().request(admin, { method: 'GET', url: '/svc/search/catalogue?q=' });
    expect(blank.statusCode).toBe(400);
  });

  it('gives a total past the page without counting the whole table, exact when the match is small', async () => {
    const admin = await server().tokenFor('admin');
    const all = await listOf(server(), admin, 'variants', { range: [0, 24] });
    expect(all.total).toBeGreaterThan(1000);
    const notExpired = await listOf(server(), admin, 'variants', { range: [0, 24], filter: { is_expired: false } });
    expect(notExpired.total).toBeGreaterThan(1000);
    const few = await listOf(server(), admin, 'variants', { range: [0, 4], filter: { erp_status: ['failed'], status: ['rejected'] } });
    const exact = await server().request(admin, {
      method: 'GET',
      url: `${PRODUCT_API}/variants?range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent('{"erp_status":["failed"],"status":["rejected"]}')}`,
    });
    expect(few.total).toBe((exact.json() as unknown[]).length);
    const lastPage = await listOf(server(), admin, 'variants', { filter: { q: 'saree' }, range: [0, 4] });
    expect(lastPage.total).toBeGreaterThan(5);
    const empty = await listOf(server(), admin, 'variants', { range: [10_000_000, 10_000_024] });
    expect(empty.rows).toHaveLength(0);
  });
});
