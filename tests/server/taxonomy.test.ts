import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, limitedStaffToken, listOf, uniqueWord } from './catalogueApi';
import { plainResourceTests, type PlainResource } from './plainResources';

/** One case per plain taxonomy list: a valid payload, a bad one, and the field that must stay unique. */
const CASES: PlainResource[] = [
  {
    resource: 'brands',
    valid: (word) => ({ name: `Brand ${word}`, slug: `brand-${word.toLowerCase()}`, description: 'Indian couture' }),
    invalid: { name: '', slug: 'Not A Slug!' },
    badField: 'slug',
    unique: 'slug',
    search: 'name',
  },
  {
    resource: 'designers',
    valid: (word) => ({ name: `Designer ${word}`, slug: `designer-${word.toLowerCase()}`, country: 'India' }),
    invalid: { name: 'X', slug: '--' },
    badField: 'slug',
    unique: 'slug',
    search: 'name',
  },
  {
    resource: 'conditions',
    valid: (word) => ({ name: `Grade ${word}`, code: `GRADE_${word.toUpperCase()}` }),
    invalid: { name: 'Mint', code: 'not upper' },
    badField: 'code',
    unique: 'code',
    search: 'name',
  },
  {
    resource: 'attributes',
    valid: (word) => ({ name: `Attr ${word}`, code: `attr_${word.toLowerCase()}`, type: 'select', values: ['Red', 'Blue'] }),
    invalid: { name: 'Fit', code: 'fit', values: ['Slim', 'slim'] },
    badField: 'values.1',
    unique: 'code',
    search: 'name',
  },
  {
    resource: 'stores',
    valid: (word) => ({ name: `Store ${word}`, code: `ST-${word.toUpperCase()}`, city: 'Mumbai', pincode: '400001' }),
    invalid: { name: 'Store', code: 'ST-9', pincode: '12' },
    badField: 'pincode',
    unique: 'code',
    search: 'name',
  },
];

describeEachDatabase('taxonomy lists', (server) => {
  for (const plain of CASES) plainResourceTests(server, plain);

  it('refuses without a session, and without the module permission', async () => {
    const anonymous = await server().request(undefined, { method: 'GET', url: `${PRODUCT_API}/brands` });
    expect(anonymous.statusCode).toBe(401);
    const reader = await limitedStaffToken(server(), { brands: ['list', 'show'] });
    expect((await server().request(reader, { method: 'GET', url: `${PRODUCT_API}/brands` })).statusCode).toBe(200);
    const create = await server().request(reader, { method: 'POST', url: `${PRODUCT_API}/brands`, payload: { name: 'X', slug: 'x' } });
    expect(create.statusCode).toBe(403);
    const [brand] = (await listOf(server(), reader, 'brands', { range: [0, 0] })).rows;
    const remove = await server().request(reader, { method: 'DELETE', url: `${PRODUCT_API}/brands/${brand!.id}` });
    expect(remove.statusCode).toBe(403);
    const replace = await server().request(reader, {
      method: 'POST',
      url: `${PRODUCT_API}/brands/${brand!.id}/replace`,
      payload: { replacement_id: 1 },
    });
    expect(replace.statusCode).toBe(403);
    const stores = await server().request(reader, { method: 'GET', url: `${PRODUCT_API}/stores` });
    expect(stores.statusCode).toBe(403);
  });

  it('seeds a realistic taxonomy', async () => {
    const token = await server().tokenFor('editor');
    const brands = await listOf(server(), token, 'brands', { filter: { q: 'Sabyasachi' } });
    expect(brands.rows[0]).toMatchObject({ name: 'Sabyasachi', slug: 'sabyasachi' });
    const conditions = await listOf(server(), token, 'conditions');
    expect(conditions.rows.slice(0, 5).map((row) => row.name)).toEqual(['New with tags', 'New without tags', 'Excellent', 'Very good', 'Good']);
    const stores = await listOf(server(), token, 'stores', { range: [0, 99] });
    expect(stores.total).toBeGreaterThanOrEqual(10);
    const attributes = await listOf(server(), token, 'attributes', { filter: { q: 'colour' } });
    expect(attributes.rows[0]!.values).toContain('Emerald');
  });

  it('refuses to delete a brand, designer or condition in use, and replaces it on request', async () => {
    const token = await server().tokenFor('editor');
    const [used] = (await listOf(server(), token, 'brands', { sort: ['products_count', 'DESC'], range: [0, 0] })).rows;
    expect(used!.products_count).toBeGreaterThan(0);
    const refused = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/brands/${used!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'in_use', message: expect.stringMatching(/products/) });

    const usage = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/brands/${used!.id}/usage` });
    expect(usage.json().usage.products).toBe(used!.products_count);

    const word = uniqueWord('r');
    const replacement = await createIn(server(), token, 'brands', { name: `Replacement ${word}`, slug: `replacement-${word}` });
    const self = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/brands/${used!.id}/replace`,
      payload: { replacement_id: used!.id },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.fields).toHaveProperty('replacement_id');
    const replaced = await server().request(token, {
      method: 'POST',
      url: `${PRODUCT_API}/brands/${used!.id}/replace`,
      payload: { replacement_id: replacement.id },
    });
    expect(replaced.statusCode).toBe(200);
    const moved = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/brands/${replacement.id}` });
    expect(moved.json().products_count).toBe(used!.products_count);
    expect((await server().request(token, { method: 'GET', url: `${PRODUCT_API}/brands/${used!.id}` })).statusCode).toBe(404);

    for (const resource of ['designers', 'conditions']) {
      const usedOnes = await listOf(server(), token, resource, { range: [0, 99] });
      let refusedOne = false;
      for (const row of usedOnes.rows) {
        const answer = await server().request(token, { method: 'GET', url: `${PRODUCT_API}/${resource}/${row.id}/usage` });
        if (Object.keys(answer.json().usage).length === 0) continue;
        const deleted = await server().request(token, { method: 'DELETE', url: `${PRODUCT_API}/${resource}/${row.id}` });
        expect(deleted.statusCode).toBe(409);
        refusedOne = true;
        break;
      }
      expect(refusedOne, resource).toBe(true);
    }
  });

  it('keeps conditions in order: a moved grade takes its place and the others shift', async () => {
    const token = await server().tokenFor('editor');
    const before = (await listOf(server(), token, 'conditions')).rows;
    const last = before[before.length - 1]!;
    const moved = await server().request(token, {
      method: 'PUT',
      url: `${PRODUCT_API}/conditions/${last.id}`,
      payload: { name: last.name, code: last.code, description: last.description, position: before[0]!.position },
    });
    expect(moved.statusCode).toBe(200);
    const after = (await listOf(server(), token, 'conditions')).rows;
    expect(after.map((row) => row.id)).toEqual([last.id, ...before.slice(0, -1).map((row) => row.id)]);
    expect(new Set(after.map((row) => row.position)).size).toBe(after.length);

    const word = uniqueWord('c');
    const appended = await createIn(server(), token, 'conditions', { name: `Grade ${word}`, code: `G_${word.toUpperCase()}` });
    expect(appended.position).toBe(Math.max(...after.map((row) => row.position as number)) + 1);
  });
});
