import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from '../../src/providers/dataProvider';
import { STORAGE_KEYS } from '../../src/providers/session';

const seen: { url: string; authorization: string | null }[] = [];
const server = setupServer(
  http.get('*/svc/customer/customers', ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    return HttpResponse.json([{ id: 1, email: 'a@b.c' }], { headers: { 'Content-Range': 'customers 0-0/1' } });
  }),
  http.post('*/svc/product/brands', () =>
    HttpResponse.json(
      { isSuccess: false, error: { code: 'conflict', message: 'This name is already in use', fields: { name: 'Taken' } } },
      { status: 409 },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('multi-base dataProvider', () => {
  it('routes a resource to its base and API path with the bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const result = await dataProvider.getList('customers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'asha' },
    });
    expect(result).toEqual({ data: [{ id: 1, email: 'a@b.c' }], total: 1 });
    expect(seen[0]?.authorization).toBe('Bearer abc');
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/svc/customer/customers');
    expect(url.searchParams.get('filter')).toBe('{"q":"asha"}');
  });

  it('turns the error envelope into per-field errors for the form', async () => {
    await expect(dataProvider.create('brands', { data: { name: 'Gucci' } })).rejects.toMatchObject({
      status: 409,
      message: 'This name is already in use',
      body: { errors: { name: 'Taken' } },
    });
  });
});
