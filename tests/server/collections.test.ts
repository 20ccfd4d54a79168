import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, limitedStaffToken, listOf, uniqueWord } from './catalogueApi';

describeEachDatabase('collections', (server) => {
  const newCollection = async (token: string, extra: Record<string, unknown> = {}) => {
    const word = uniqueWord('col');
    return createIn(server(), token, 'collections', { title: `Edit ${word}`, slug: `edit-${word}`, ...extra });
  };

  it('creates, searches, updates and deletes a collection with a publish window', async () => {
    const token = await server().tokenFor('editor');
    const created = await newCollection(token, { published_from: '2026-03-01T00:00:00Z', published_to: '2026-04-01T00:00:00Z', status: 'published' });
    expect(created).toMatchObject({ type: 'manual', rules: null, status: 'published' });
    const found = await listOf(server(), token, 'collections', { filter: { q: created.title, status: 'published' } });
    expect(found.rows.map((row) => row.id)).toEqual([created.id]);
    expect(found.rows[0]!.products_count).toBe(0);
    const updated = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/collections/${created.id}`,
      payload: { ...created, description: 'Festive picks' },
    });
    expect(updated.json().description).toBe('Festive picks');
    const removed = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collections/${created.id}` });
    expect(removed.statusCode).toBe(200);
  });

  it('validates the window, the rules and the slug', async () => {
    const token = await server().tokenFor('editor');
    const backwards = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collections`,
      payload: { title: 'Late', slug: uniqueWord('late'), published_from: '2026-05-01', published_to: '2026-04-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('published_to');
    const noRules = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/collections`, payload: { title: 'Rules', slug: uniqueWord('r'), type: 'rule' } });
    expect(noRules.json().error.fields).toHaveProperty('rules');
    const existing = await newCollection(token);
    const duplicate = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/collections`, payload: { title: 'Copy', slug: existing.slug } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('slug');
    const rule = await newCollection(token, { type: 'rule', rules: { match: 'all', conditions: [{ field: 'price', operator: 'less_than', value: 2500000 }] } });
    expect(rule.rules).toMatchObject({ match: 'all' });
  });

  it('adds products, keeps them in order, reorders and removes them', async () => {
    const token = await server().tokenFor('editor');
    const collection = await newCollection(token);
    const products = (await listOf(server(), token, 'products', { range: [0, 3], sort: ['id', 'ASC'] })).rows;
    expect(products).toHaveLength(4);
    const entries = [];
    for (const product of products) entries.push(await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: product.id }));
    expect(entries.map((entry) => entry.position)).toEqual([0, 1, 2, 3]);

    const twice = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: collection.id, product_id: products[0]!.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('product_id');
    const missing = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: collection.id, product_id: 999_999 },
    });
    expect(missing.statusCode).toBe(422);

    const last = entries[3]!;
    const moved = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/collection-products/${last.id}`, payload: { position: 1 } });
    expect(moved.statusCode).toBe(200);
    const ordered = await listOf(server(), token, 'collection-products', { filter: { collection_id: collection.id }, sort: ['position', 'ASC'] });
    expect(ordered.rows.map((row) => row.product_id)).toEqual([products[0]!.id, products[3]!.id, products[1]!.id, products[2]!.id]);
    expect(ordered.rows[0]).toMatchObject({ title: products[0]!.title });

    await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collection-products/${entries[0]!.id}` });
    const shown = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/collections/${collection.id}` });
    expect(shown.json().products_count).toBe(3);
  });

  it('keeps rule collections closed to hand-picked products', async () => {
    const token = await server().tokenFor('editor');
    const rule = await newCollection(token, { type: 'rule', rules: { match: 'any', conditions: [{ field: 'tag', operator: 'contains', value: 'bridal' }] } });
    const [product] = (await listOf(server(), token, 'products', { range: [0, 0] })).rows;
    const refused = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/collection-products`,
      payload: { collection_id: rule.id, product_id: product!.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty('collection_id');
  });

  it('seeds manual collections with products, and guards them by the collections module', async () => {
    const token = await server().tokenFor('editor');
    const [bridal] = (await listOf(server(), token, 'collections', { filter: { q: 'Bridal Edit' } })).rows;
    expect(bridal!.products_count).toBeGreaterThan(0);
    const outsider = await limitedStaffToken(server(), { brands: ['list'] });
    const denied = await server().request(outsider, { method: 'GET', url: `${PRODUCT_API}/collection-products?filter={"collection_id":${bridal!.id}}` });
    expect(denied.statusCode).toBe(403);
  });
});
