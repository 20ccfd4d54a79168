import { Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderListView } from '../../src/resources/orders/OrderList';
import ReturnOrderList from '../../src/resources/return-orders/ReturnOrderList';

const empty = (name: string) => HttpResponse.json([], { headers: { 'Content-Range': `${name} */0` } });
const server = setupServer(
  http.get('*/svc/order/orders', () => empty('orders')),
  http.get('*/svc/order/return-orders', () =>
    HttpResponse.json(
      [{ id: 5, order_id: 41, order_number: 'SO-0001041', customer_name: 'Asha Rao', returned_lines: [{ line_id: 1, sku: 'KUR-1', quantity: 1 }], reason: 'Too small', refund_method: 'credit_note', refund: 99_900, credit_note_number: null, created_at: '2026-11-20T10:30:00.000Z' }],
      { headers: { 'Content-Range': 'return-orders 0-0/1' } },
    ),
  ),
  http.get('*/svc/product/stores', () => empty('stores')),
  http.get('*/svc/customer/customers', () => empty('customers')),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const allowing = (allowed: (resource: string, action: string) => boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => allowed(resource, action),
});

const renderIn = async (resource: string, page: ReactNode, options: { locale?: 'en' | 'fr'; authProvider?: AuthProvider } = {}) => {
  const locale = options.locale ?? 'en';
  await i18nProvider.changeLocale(locale);
  await act(async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={options.authProvider} store={memoryStore({ locale })}>
          <ResourceContextProvider value={resource}>
            <Suspense fallback={null}>{page}</Suspense>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
};

const tabLinks = async (label: string) =>
  within(await screen.findByRole('tablist', { name: label }))
    .getAllByRole('tab')
    .map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')]);

describe('the orders area', () => {
  it('leads from the orders list to each of its screens, and to a new order at admin checkout', async () => {
    await renderIn('orders', <OrderListView />);
    expect(await tabLinks('Orders area')).toEqual([
      ['Orders', '/apps/orders', 'true'],
      ['In-store orders', '/apps/offline-orders', 'false'],
      ['Returns', '/apps/return-orders', 'false'],
      ['Exchanges', '/apps/exchange-orders', 'false'],
      ['Credit notes', '/apps/credit-notes', 'false'],
      ['Order history report', '/apps/order-history-report', 'false'],
    ]);
    expect(await screen.findByRole('link', { name: 'New order' })).toHaveAttribute('href', '/apps/orders/create');
  });

  it('leads from the returns back to the orders list, and each return to its order, in French', async () => {
    await renderIn('return-orders', <ReturnOrderList />, { locale: 'fr' });
    const tabs = await tabLinks('Espace commandes');
    expect(tabs[0]).toEqual(['Commandes', '/apps/orders', 'false']);
    expect(tabs).toContainEqual(['Retours', '/apps/return-orders', 'true']);
    expect(await screen.findByRole('link', { name: 'SO-0001041' })).toHaveAttribute('href', '/apps/orders/view-new/41');
  });

  it('shows only the screens the staff member may list, and no new order without the right to create one', async () => {
    await renderIn('orders', <OrderListView />, { authProvider: allowing((resource, action) => resource !== 'credit-notes' && action !== 'create') });
    const tabs = await tabLinks('Orders area');
    expect(tabs.map(([label]) => label)).toEqual(['Orders', 'In-store orders', 'Returns', 'Exchanges', 'Order history report']);
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
  });
});
