import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { CHOICES_VIEW } from '../../src/providers/choicesView';
import { dataProvider } from '../../src/providers/dataProvider';
import { STORAGE_KEYS } from '../../src/providers/session';

const seen: { url: string; authorization: string | null }[] = [];
const posted: { path: string; body: unknown }[] = [];
const postAt = (path: string, answer: JsonBodyType) =>
  http.post(`*${path}`, async ({ request }) => {
    posted.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(answer);
  });
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
  posted.length = 0;
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

  it("asks for a filter's choices without the list page's counts, and for a list page's rows with them", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'email', order: 'ASC' as const }, filter: {} };
    await dataProvider.getList('customers', { ...list, meta: CHOICES_VIEW });
    await dataProvider.getList('customers', list);
    expect(seen.map(({ url }) => new URL(url).searchParams.get('view'))).toEqual(['choices', null]);
    expect(new URL(seen[0]!.url).searchParams.get('sort')).toBe('["email","ASC"]');
  });

  it('turns the error envelope into per-field errors for the form', async () => {
    await expect(dataProvider.create('brands', { data: { name: 'Gucci' } })).rejects.toMatchObject({
      status: 409,
      message: 'This name is already in use',
      body: { errors: { name: 'Taken' } },
    });
  });
});

describe('named actions', () => {
  it('posts a record action to the record and a bulk action, with its ids, to the collection', async () => {
    server.use(postAt('/svc/product/in-review-variants/4/approve', { id: 4, status: 'approved' }), postAt('/svc/product/variants/submit', [{ id: 1 }, { id: 2 }]));
    await expect(dataProvider.action('in-review-variants', { id: 4, name: 'approve' })).resolves.toEqual({ data: { id: 4, status: 'approved' } });
    await expect(dataProvider.action('variants', { name: 'submit', data: { ids: [1, 2] } })).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(posted).toEqual([
      { path: '/svc/product/in-review-variants/4/approve', body: {} },
      { path: '/svc/product/variants/submit', body: { ids: [1, 2] } },
    ]);
  });

  it('reaches a resource outside the table at its registered place, and unwraps the employee base’s envelope', async () => {
    server.use(postAt('/svc/employee/api/v1/jobs/7/cancel', { id: 7, status: 'cancelled' }), http.get('*/svc/employee/api/v1/employee/5/history', () => HttpResponse.json({ isSuccess: true, body: [] })));
    await expect(dataProvider.update('jobs', { id: 7, data: { status: 'cancelled' }, previousData: { id: 7 } })).resolves.toEqual({ data: { id: 7, status: 'cancelled' } });
    await expect(dataProvider.history('employees', { id: 5 })).resolves.toEqual({ data: [] });
  });

  it('asks what uses a record, and replaces it by another', async () => {
    server.use(
      http.get('*/svc/product/brands/3/usage', () => HttpResponse.json({ id: 3, usage: { products: 2 } })),
      postAt('/svc/product/brands/3/replace', { id: 3, name: 'Old' }),
    );
    await expect(dataProvider.usage('brands', { id: 3 })).resolves.toEqual({ data: { products: 2 } });
    await expect(dataProvider.replace('brands', { id: 3, replacementId: 9 })).resolves.toEqual({ data: { id: 3, name: 'Old' } });
    expect(posted).toEqual([{ path: '/svc/product/brands/3/replace', body: { replacement_id: 9 } }]);
  });

  it('brings an action’s refusal with its field errors, as CRUD does', async () => {
    server.use(
      http.post('*/svc/product/categories/3/replace', () =>
        HttpResponse.json(
          { isSuccess: false, error: { code: 'invalid_replacement', message: 'Pick another', fields: { replacement_id: 'Not itself' } } },
          { status: 422 },
        ),
      ),
    );
    await expect(dataProvider.replace('categories', { id: 3, replacementId: 3 })).rejects.toMatchObject({
      status: 422,
      message: 'Pick another',
      body: { errors: { replacement_id: 'Not itself' } },
    });
  });

  it('uploads a file to the media base as form data, telling its progress, and answers its URL', async () => {
    let received = '';
    server.use(
      http.post('*/svc/media/api/v1/media', async ({ request }) => {
        received = await request.text();
        return HttpResponse.json({ isSuccess: true, body: { url: '/svc/media/api/v1/media/abc' } }, { status: 201 });
      }),
    );
    const sent: number[] = [];
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await expect(dataProvider.upload({ file, onProgress: (fraction) => sent.push(fraction) })).resolves.toEqual({ data: { url: '/svc/media/api/v1/media/abc' } });
    // The file's part; its name and bytes are lost on the way from jsdom's File to the mock server's parser.
    expect(received).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png\r\n/);
    expect(sent.at(-1)).toBe(1);
  });
});
