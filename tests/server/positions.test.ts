import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { collectionProducts } from '../../server/db/schema';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, listOf, uniqueWord } from './catalogueApi';

/** Ordered lists read 0, 1, 2, … whichever way rows leave or join them. */
describeEachDatabase('ordered lists stay numbered', (server) => {
  const positionsOf = async (token: string, resource: string, filter: Record<string, unknown> = {}) =>
    (await listOf(server(), token, resource, { filter, sort: ['position', 'ASC'], range: [0, 999] })).rows.map((row) => [row.id, row.position]);

  it('clamps a position past the end of the list to the end', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('far');
    const collection = await createIn(server(), token, 'collections', { title: `Far ${word}`, slug: `far-${word}` });
    const [a, b] = (await listOf(server(), token, 'products', { range: [0, 1], sort: ['id', 'ASC'] })).rows;
    const first = await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: a!.id, position: 40 });
    expect(first.position).toBe(0);
    const second = await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: b!.id });
    const moved = await server().request(token, { method: 'PUT', url: `${PRODUCT_API}/collection-products/${first.id}`, payload: { position: 99 } });
    expect(moved.json().position).toBe(1);
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual([[second.id, 0], [first.id, 1]]);
  });

  it('numbers a list again on its next write after a row left it without the list knowing (a deleted product)', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('gap');
    const collection = await createIn(server(), token, 'collections', { title: `Gap ${word}`, slug: `gap-${word}` });
    const products = (await listOf(server(), token, 'products', { range: [0, 3], sort: ['id', 'ASC'] })).rows;
    const rows = [];
    for (const product of products.slice(0, 3)) rows.push(await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: product.id }));
    // What the cascade of a product's deletion does.
    await server()
      .database.db.delete(collectionProducts)
      .where(and(eq(collectionProducts.collection_id, collection.id), eq(collectionProducts.product_id, products[1]!.id as number)));
    const added = await createIn(server(), token, 'collection-products', { collection_id: collection.id, product_id: products[3]!.id });
    expect(await positionsOf(token, 'collection-products', { collection_id: collection.id })).toEqual([
      [rows[0]!.id, 0],
      [rows[2]!.id, 1],
      [added.id, 2],
    ]);
  });

  it('replacing a condition and a category leaves their lists numbered', async () => {
    const token = await server().tokenFor('editor');
    const code = uniqueWord('R').toUpperCase();
    const condition = await createIn(server(), token, 'conditions', { name: `Gone ${code}`, code: `${code}_GONE`, position: 0 });
    const replaced = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/conditions/${condition.id}/replace`, payload: { replacement_id: (await positionsOf(token, 'conditions'))[1]![0] } });
    expect(replaced.statusCode).toBe(200);
    const conditions = await positionsOf(token, 'conditions');
    expect(conditions.map(([, position]) => position)).toEqual(conditions.map((_, index) => index));

    const word = uniqueWord('rep');
    const parent = await createIn(server(), token, 'categories', { name: `Parent ${word}`, slug: `parent-${word}` });
    const [old, kept] = [
      await createIn(server(), token, 'categories', { name: `Old ${word}`, slug: `old-${word}`, parent_id: parent.id }),
      await createIn(server(), token, 'categories', { name: `Kept ${word}`, slug: `kept-${word}`, parent_id: parent.id }),
    ];
    for (const [under, name] of [[old, 'a'], [old, 'b'], [kept, 'c'], [kept, 'd']] as const) {
      await createIn(server(), token, 'categories', { name: `${name} ${word}`, slug: `${name}-${word}`, parent_id: under.id });
    }
    const merged = await server().request(token, { method: 'POST', url: `${PRODUCT_API}/categories/${old.id}/replace`, payload: { replacement_id: kept.id } });
    expect(merged.statusCode).toBe(200);
    expect((await positionsOf(token, 'categories', { parent_id: parent.id })).map(([, position]) => position)).toEqual([0]);
    expect((await positionsOf(token, 'categories', { parent_id: kept.id })).map(([, position]) => position)).toEqual([0, 1, 2, 3]);
  });
});
