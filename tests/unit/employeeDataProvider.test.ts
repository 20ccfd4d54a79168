import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from '../../src/providers/dataProvider';

const seen: { method: string; url: URL; body: unknown }[] = [];
const record = async (request: Request) => {
  seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'GET' ? undefined : await request.json() });
};

const server = setupServer(
  http.get('*/svc/employee/api/v1/employee', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ isSuccess: true, body: [{ id: 7, first_name: 'Tara' }] });
  }),
  http.get('*/svc/employee/api/v1/employee/s/count', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ isSuccess: true, body: { count: 31 } });
  }),
  http.patch('*/svc/employee/api/v1/employee/:part', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ isSuccess: true, body: { id: 7, city: 'Pune' } });
  }),
  http.post('*/svc/employee/api/v1/employee/disable', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ isSuccess: true, body: { id: 7, status: 'disabled' } });
  }),
  http.post('*/svc/employee/api/v1/employee', () =>
    HttpResponse.json(
      {
        isSuccess: false,
        error: {
          code: 'conflict',
          message: 'This email is already in use',
          fields: { email: 'This email is already in use' },
          i18n: { message: { key: 'server.email_taken' }, fields: { email: { key: 'server.email_taken' } } },
        },
      },
      { status: 409 },
    ),
  ),
  http.get('*/svc/employee/api/v1/roles', () =>
    HttpResponse.json({
      isSuccess: true,
      body: [
        { id: 1, name: 'admin', description: 'Full access' },
        { id: 3, name: 'catalogue', description: 'Listings' },
        { id: 5, name: 'support', description: 'Customers and orders' },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('employee base dataProvider', () => {
  it('lists with JSON filter, sort and range, and takes the total from /s/count with the same filter', async () => {
    const result = await dataProvider.getList('employees', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { q: 'tara', role_id: 5 },
    });
    expect(result).toEqual({ data: [{ id: 7, first_name: 'Tara' }], total: 31 });
    const list = seen.find((call) => call.url.pathname.endsWith('/employee'))!.url.searchParams;
    expect(JSON.parse(list.get('filter')!)).toEqual({ q: 'tara', role_id: 5 });
    expect(JSON.parse(list.get('sort')!)).toEqual(['last_name', 'ASC']);
    expect(JSON.parse(list.get('range')!)).toEqual([20, 29]);
    const count = seen.find((call) => call.url.pathname.endsWith('/s/count'))!.url.searchParams;
    expect(JSON.parse(count.get('filter')!)).toEqual({ q: 'tara', role_id: 5 });
  });

  it('sends only the part\u2019s own fields, with the id as employee_id, to its PATCH', async () => {
    await dataProvider.update('employees', {
      id: 7,
      data: { id: 7, first_name: 'Tara', city: 'Pune', pincode: '411001', bank_pan: 'ABCPT1234K' },
      previousData: { id: 7 },
      meta: { part: 'address' },
    });
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { employee_id: 7, city: 'Pune', pincode: '411001' } });
    expect(seen[0]!.url.pathname).toBe('/svc/employee/api/v1/employee/address');
    expect(seen[0]!.body).not.toHaveProperty('first_name');
    expect(seen[0]!.body).not.toHaveProperty('bank_pan');
  });

  it('disables through POST /disable and refuses an update without a part', async () => {
    await dataProvider.update('employees', { id: 7, data: {}, previousData: { id: 7 }, meta: { part: 'disable' } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { employee_id: 7 } });
    await expect(dataProvider.update('employees', { id: 7, data: {}, previousData: { id: 7 } })).rejects.toThrow(/meta.part/);
  });

  it('shows a duplicate email at the email field, in the user\u2019s language', async () => {
    await expect(dataProvider.create('employees', { data: { email: 'a@b.c' } })).rejects.toMatchObject({
      status: 409,
      message: 'This email is already in use',
      body: { errors: { email: 'This email is already in use' } },
    });
  });

  it('filters, sorts and pages roles locally', async () => {
    const page = await dataProvider.getList('roles', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'o' },
    });
    expect(page).toEqual({ data: [{ id: 5, name: 'support', description: 'Customers and orders' }], total: 2 });
    const many = await dataProvider.getMany('roles', { ids: [3] });
    expect(many.data.map((role) => role.name)).toEqual(['catalogue']);
  });
});
