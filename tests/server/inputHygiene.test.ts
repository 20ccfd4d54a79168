import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';

const PRODUCT = '/svc/product';
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeEachDatabase('input hygiene', (server) => {
  it('answers a record only for a plain decimal id within int4, else 404', async () => {
    const token = await server().tokenFor('admin');
    const status = async (id: string) => (await server().request(token, { method: 'GET', url: `${PRODUCT}/brands/${id}` })).statusCode;
    expect(await status('1')).toBe(200);
    for (const id of ['0x1', '%201', '1.0', '1e0', '01', '-1', '0', '2147483648', '99999999999999999999', 'abc']) expect([id, await status(id)]).toEqual([id, 404]);
  });

  it('refuses a malformed or unknown list filter with a 400 naming it', async () => {
    const token = await server().tokenFor('admin');
    const list = (filter: unknown) => server().request(token, { method: 'GET', url: `${PRODUCT}/products?filter=${json(filter)}` });
    for (const filter of [{ status: 'a\u0000b' }, { created_at_gte: 'yesterday' }, { created_at_gte: ['2026-01-01'] }, { brand_id: 2_147_483_648 }, { is_active: 'maybe' }]) {
      const response = await list(filter);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toEqual([Object.keys(filter)[0]]);
    }
    const unknown = await list({ constructor: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.i18n.message).toEqual({ key: 'server.unknown_filter', params: { filter: 'constructor' } });
    expect((await list({ created_at_gte: '2020-01-01T00:00:00Z', status: 'draft' })).statusCode).toBe(200);
  });

  it('refuses text with control characters, dates PostgreSQL cannot hold and ids beyond int4 at their fields', async () => {
    const token = await server().tokenFor('admin');
    const post = (resource: string, payload: Record<string, unknown>) => server().request(token, { method: 'POST', url: `${PRODUCT}/${resource}`, payload });
    const refusedAt = async (resource: string, payload: Record<string, unknown>, field: string) => {
      const response = await post(resource, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      return response.json().error.i18n.fields[field];
    };
    expect(await refusedAt('brands', { name: 'Nul\u0000', slug: 'nul' }, 'name')).toEqual({ key: 'server.control_characters' });
    expect(await refusedAt('brands', { name: 'Two\nlines', slug: 'two-lines' }, 'name')).toEqual({ key: 'server.control_characters' });
    expect((await post('brands', { name: 'Multi', slug: 'multi-line', description: 'one\n\ttwo' })).statusCode).toBe(201);
    for (const expires_at of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '1899-12-31T00:00:00Z'])
      await refusedAt('variants', { product_id: 1, sku: 'HYG-1', mrp: 10, price: 10, expires_at }, 'expires_at');
    await refusedAt('variants', { product_id: 1, sku: 'HYG-1', mrp: 2_147_483_648, price: 10 }, 'mrp');
    const rules = { match: 'all', conditions: [{ field: 'brand_id', operator: 'equals', value: 2_147_483_648 }] };
    await refusedAt('collections', { title: 'Big', slug: 'big', type: 'rule', rules }, 'rules.conditions.0.value');
    expect((await server().request(token, { method: 'GET', url: `${PRODUCT}/collections` })).statusCode).toBe(200);
  });

  it('answers 400 to a malformed upload', async () => {
    const token = await server().tokenFor('admin');
    const response = await server().request(token, {
      method: 'POST',
      url: '/svc/media/api/v1/media',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
  });
});
