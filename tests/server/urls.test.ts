import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, listOf, uniqueWord } from './catalogueApi';

describeEachDatabase('URL management', (server) => {
  const post = async (payload: Record<string, unknown>) =>
    server().request(await server().tokenFor('editor'), { method: 'POST', url: `${PRODUCT_API}/urls`, payload });

  it('normalises paths and keeps them unique (409 at path)', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('p');
    const [brand] = (await listOf(server(), token, 'brands', { range: [0, 0] })).rows;
    const created = await createIn(server(), token, 'urls', { path: ` //Shop/${word.toUpperCase()}/?utm=x `, target_type: 'brand', target_id: brand!.id });
    expect(created).toMatchObject({ path: `/shop/${word}`, redirect_to: null, redirect_type: null });
    const duplicate = await post({ path: `/shop/${word}/`, target_type: 'page' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('path');
    const found = await listOf(server(), token, 'urls', { filter: { q: word } });
    expect(found.rows.map((row) => row.id)).toEqual([created.id]);
  });

  it('checks targets and redirect fields', async () => {
    const missingTarget = await post({ path: `/${uniqueWord('m')}`, target_type: 'brand', target_id: 999_999 });
    expect(missingTarget.statusCode).toBe(422);
    expect(missingTarget.json().error.fields).toHaveProperty('target_id');
    const neither = await post({ path: `/${uniqueWord('n')}` });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toHaveProperty('target_type');
    const noType = await post({ path: `/${uniqueWord('t')}`, redirect_to: '/somewhere' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields).toHaveProperty('redirect_type');
    const badPath = await post({ path: '/with space', target_type: 'page' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().error.fields).toHaveProperty('path');
    const external = await post({ path: `/${uniqueWord('e')}`, redirect_to: 'https://example.com/Look', redirect_type: 302 });
    expect(external.statusCode).toBe(201);
    expect(external.json().redirect_to).toBe('https://example.com/Look');
  });

  it('refuses a redirect to itself, and loops however long', async () => {
    const token = await server().tokenFor('editor');
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `/${uniqueWord(letter)}`);
    const self = await post({ path: a, redirect_to: `${a!.toUpperCase()}/`, redirect_type: 301 });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.redirect_to).toMatch(/itself/);

    await createIn(server(), token, 'urls', { path: a, redirect_to: b, redirect_type: 301 });
    const twoStep = await post({ path: b, redirect_to: a, redirect_type: 301 });
    expect(twoStep.statusCode).toBe(422);
    expect(twoStep.json().error.fields.redirect_to).toBe(`This redirect would loop: ${b} → ${a} → ${b}`);

    const bc = await createIn(server(), token, 'urls', { path: b, redirect_to: c, redirect_type: 302 });
    const threeStep = await post({ path: c, redirect_to: a, redirect_type: 301 });
    expect(threeStep.statusCode).toBe(422);
    expect(threeStep.json().error.fields.redirect_to).toMatch(/loop/);

    const editedIntoLoop = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/urls/${bc.id}`,
      payload: { path: b, redirect_to: a, redirect_type: 301 },
    });
    expect(editedIntoLoop.statusCode).toBe(422);
    expect(editedIntoLoop.json().error.fields.redirect_to).toBe(`This redirect would loop: ${b} → ${a} → ${b}`);

    const chain = await post({ path: c, target_type: 'page' });
    expect(chain.statusCode).toBe(201);
  });

  it('refuses to delete a collection, brand or category that a URL shows', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('u');
    const collection = await createIn(server(), token, 'collections', { title: `Edit ${word}`, slug: `edit-${word}` });
    await createIn(server(), token, 'urls', { path: `/collections/${word}`, target_type: 'collection', target_id: collection.id });
    const refused = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/collections/${collection.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 storefront URL/);
  });
});
