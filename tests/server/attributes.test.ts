import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { hasAttribute, hasValue } from '../../server/services/product/taxonomy/attributeUsage';
import { describeEachDatabase, type TestServer } from './harness';
import { PRODUCT_API, createIn, uniqueWord } from './catalogueApi';
import { planOf } from './plans';

/** An attribute with a fresh code, and `n` products holding `value` for it. */
const attributeUsedBy = async (server: TestServer, token: string, n: number, value = 'Slim') => {
  const word = uniqueWord('fit');
  const attribute = await createIn(server, token, 'attributes', { name: `Fit ${word}`, code: word, values: ['Slim', 'Relaxed', 'Boxy'] });
  const used = [];
  for (let i = 0; i < n; i++) {
    const slug = `${word}-${i}`;
    used.push(await createIn(server, token, 'products', { title: `Kurta ${slug}`, slug, attributes: { [word]: value, material: 'Silk' } }));
  }
  return { attribute, code: word, products: used };
};

const put = (server: TestServer, token: string, id: number, payload: Record<string, unknown>) =>
  server.request(token, { method: 'PUT', url: `${PRODUCT_API}/attributes/${id}`, payload });

describeEachDatabase('attributes in use', (server) => {
  it('refuses to delete an attribute that products use, naming how many, and deletes it once unused', async () => {
    const token = await server().tokenFor('editor');
    const { attribute } = await attributeUsedBy(server(), token, 2);
    const usage = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/attributes/${attribute.id}/usage` });
    expect(usage.json().usage).toEqual({ products: 2 });

    const refused = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/attributes/${attribute.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'in_use', message: expect.stringContaining('2 products') });

    const unused = await attributeUsedBy(server(), token, 0);
    const deleted = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/attributes/${unused.attribute.id}` });
    expect(deleted.statusCode).toBe(200);
  });

  it('moves the values to a replacement, then deletes; a product with its own value for the replacement keeps it', async () => {
    const token = await server().tokenFor('editor');
    const from = await attributeUsedBy(server(), token, 2, 'Boxy');
    const to = await attributeUsedBy(server(), token, 0);
    const own = from.products[1]!;
    await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/products/${own.id}`,
      payload: { attributes: { [from.code]: 'Boxy', [to.code]: 'Relaxed' } },
    });

    const replaced = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/attributes/${from.attribute.id}/replace`,
      payload: { replacement_id: to.attribute.id },
    });
    expect(replaced.statusCode).toBe(200);
    const attributesOf = async (id: number) =>
      (await server().request(token, { method: 'GET', url: `${PRODUCT_API}/products/${id}` })).json().attributes;
    expect(await attributesOf(from.products[0]!.id)).toEqual({ [to.code]: 'Boxy', material: 'Silk' });
    expect(await attributesOf(own.id)).toEqual({ [to.code]: 'Relaxed' });
    expect((await server().request(token, { method: 'GET', url: `${PRODUCT_API}/attributes/${from.attribute.id}` })).statusCode).toBe(404);
  });

  it('refuses to remove or rename a value products use, or to change a used code, with the count at the field', async () => {
    const token = await server().tokenFor('editor');
    const { attribute, code } = await attributeUsedBy(server(), token, 3, 'Slim');
    const renamed = await put(server(), token, attribute.id, { name: attribute.name, code, values: ['Skinny', 'Relaxed', 'Boxy'] });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toEqual({ values: expect.stringContaining('3 products use "Slim"') });

    const recoded = await put(server(), token, attribute.id, { name: attribute.name, code: `${code}_new`, values: attribute.values });
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json().error.fields).toEqual({ code: expect.stringContaining('3 products use this code') });

    const unusedDropped = await put(server(), token, attribute.id, { name: attribute.name, code, values: ['Slim', 'Tapered'] });
    expect(unusedDropped.statusCode).toBe(200);
    expect(unusedDropped.json().values).toEqual(['Slim', 'Tapered']);
  });

  it('finds the products using an attribute or a value through the index, not a scan', async () => {
    const { db } = server().database;
    const byCode = await planOf(db, db.select({ n: count() }).from(products).where(hasAttribute('material')));
    const byValue = await planOf(db, db.select({ n: count() }).from(products).where(hasValue('material', 'Silk')));
    expect(byCode).toContain('products_attributes');
    expect(byValue).toContain('products_attributes');
  });
});
