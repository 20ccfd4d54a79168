import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { shortTimersRun } from '../setup/shortTimers';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { unsignedJwt } from '../unit/authTokens';
import { authProvider, sessionPermissionsLoaded } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { loadOpeningRows } from '../../src/providers/openingRows';
import { STORAGE_KEYS } from '../../src/providers/session';
import { RequireAccess } from '../../src/routes/RequireAccess';
import ProductList from '../../src/resources/products/ProductList';

const product = { id: 12, title: 'Indigo block-print kurta', brand_name: 'Ekaya', category_name: 'Kurtas', status: 'active', variants_count: 4, stock: 31, created_at: '2026-11-20T10:30:00.000Z' };
const ADMIN_SUBJECT = { role: 'admin', is_super_admin: true, permissions: {} };

/** The product list requests the server received. */
const requests: string[] = [];
const server = setupServer(
  http.get('*/svc/product/products', ({ request }) => {
    requests.push(new URL(request.url).search);
    return HttpResponse.json([product], { headers: { 'Content-Range': 'products 0-0/1' } });
  }),
  http.get('*/svc/employee/api/v1/employee/session', () => HttpResponse.json({ isSuccess: true, body: ADMIN_SUBJECT })),
  // The filter bar's choices, asked for once it shows.
  ...['categories', 'brands', 'warehouses'].map((resource) =>
    http.get(`*/svc/product/${resource}`, () => HttpResponse.json([], { headers: { 'Content-Range': `${resource} */0` } })),
  ),
);
const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, unsignedJwt({ login: true, id: 7, role: 'admin', exp: Math.floor(Date.now() / 1000) + 900 }));
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
};

/** The product list as its route shows it: behind its access guard, in an admin with the console's providers. */
const renderList = (path = '/products') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()} store={memoryStore()}>
        <ResourceContextProvider value="products">
          <Suspense fallback={null}>
            <RequireAccess resource="products">
              <ProductList />
            </RequireAccess>
          </Suspense>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The list's parts that load as chunks of their own (its cells' formats, its toolbar's parts), loaded
  // once: the console preloads a deep link's list screen before its first render.
  signIn();
  await sessionPermissionsLoaded();
  // Awaited: what suspends while its chunk loads is retried within this act.
  await act(async () => void renderList());
  await screen.findByText(product.title);
  cleanup();
  requests.length = 0;
}, 60_000);
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

describe("a deep link's list rows (loadOpeningRows)", () => {
  it('are what the guarded product list shows in its first render, without asking again', async () => {
    signIn();
    await sessionPermissionsLoaded();
    await loadOpeningRows('products');
    expect(requests).toHaveLength(1);

    renderList();
    // The render's own pass, before any answer could come.
    expect(screen.getByText(product.title)).toBeInTheDocument();
    // Its effects and whatever they put off to a timer: a refetch would have been asked for by then.
    await act(shortTimersRun);
    expect(requests).toHaveLength(1);
  });

  it('are shown once: the list opened again asks the server', async () => {
    signIn();
    await loadOpeningRows('products');
    renderList();
    await act(shortTimersRun);
    cleanup();

    renderList();
    expect(screen.queryByText(product.title)).not.toBeInTheDocument();
    await screen.findByText(product.title);
    expect(requests).toHaveLength(2);
  });

  it('are not taken by a list opened on other params (its URL names a sort)', async () => {
    signIn();
    await loadOpeningRows('products');
    renderList('/products?sort=title&order=ASC');
    expect(screen.queryByText(product.title)).not.toBeInTheDocument();
    await screen.findByText(product.title);
    expect(requests).toHaveLength(2);
    expect(new URLSearchParams(requests[1]).get('sort')).toBe(JSON.stringify(['title', 'ASC']));
  });

  it('are not asked for without a signed-in session', async () => {
    await loadOpeningRows('products');
    expect(requests).toHaveLength(0);
  });
});
