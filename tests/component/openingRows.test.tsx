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
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { loadOpeningRows } from '../../src/providers/openingRows';
import { STORAGE_KEYS } from '../../src/providers/session';
import ProductList from '../../src/resources/products/ProductList';

const product = { id: 12, title: 'Indigo block-print kurta', brand_name: 'Ekaya', category_name: 'Kurtas', status: 'active', variants_count: 4, stock: 31, created_at: '2026-11-20T10:30:00.000Z' };

/** The product list requests the server received. */
const requests: string[] = [];
const server = setupServer(
  http.get('*/svc/product/products', ({ request }) => {
    requests.push(new URL(request.url).search);
    return HttpResponse.json([product], { headers: { 'Content-Range': 'products 0-0/1' } });
  }),
  // The filter bar's choices, asked for once it shows.
  ...['categories', 'brands', 'warehouses'].map((resource) =>
    http.get(`*/svc/product/${resource}`, () => HttpResponse.json([], { headers: { 'Content-Range': `${resource} */0` } })),
  ),
);
const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, unsignedJwt({ login: true, id: 7, role: 'admin', exp: Math.floor(Date.now() / 1000) + 900 }));
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
};

const renderList = (queryClient: QueryClient) =>
  render(
    <MemoryRouter initialEntries={['/products']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={memoryStore()}>
        <ResourceContextProvider value="products">
          <Suspense fallback={null}>
            <ProductList />
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
  // Awaited: what suspends while its chunk loads is retried within this act.
  await act(async () => void renderList(new QueryClient()));
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
  it('are in the cache under the key the product list reads: its first render shows them, and it does not ask again', async () => {
    signIn();
    const queryClient = new QueryClient();
    await loadOpeningRows(queryClient, 'products');
    expect(requests).toHaveLength(1);

    renderList(queryClient);
    // The render's own pass, before any answer could come.
    expect(screen.getByText(product.title)).toBeInTheDocument();
    // Its effects and whatever they put off to a timer: a refetch would have been asked for by then.
    await act(shortTimersRun);
    expect(requests).toHaveLength(1);
  });

  it('are not asked for without a signed-in session', async () => {
    const queryClient = new QueryClient();
    await loadOpeningRows(queryClient, 'products');
    expect(requests).toHaveLength(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
