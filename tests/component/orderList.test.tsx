import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderListView } from '../../src/resources/orders/OrderList';

const row = {
  id: 41,
  number: 'SO-0001041',
  placed_at: '2026-11-20T10:30:00.000Z',
  customer_name: 'Asha Rao',
  customer_email: 'asha@example.in',
  channel: 'offline',
  store_id: 2,
  status: 'confirmed',
  payment_status: 'paid',
  items_count: 3,
  total: 14_990_050,
};

/** The filter of each orders list call, as the server received it. */
const filters: Record<string, unknown>[] = [];

const server = setupServer(
  http.get('*/svc/order/orders', ({ request }) => {
    filters.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<string, unknown>);
    return HttpResponse.json([row], { headers: { 'Content-Range': 'orders 0-0/1' } });
  }),
  http.get('*/svc/product/stores', () => HttpResponse.json([{ id: 2, name: 'Ekaya Khan Market' }], { headers: { 'Content-Range': 'stores 0-0/1' } })),
  http.get('*/svc/customer/customers', () => HttpResponse.json([], { headers: { 'Content-Range': 'customers */0' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  filters.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderList = async (resource: 'orders' | 'offline-orders', locale: 'en' | 'fr' = 'en', authProvider?: AuthProvider) => {
  await i18nProvider.changeLocale(locale);
  // Awaited: the filter bar suspends while its inputs load, and React retries it within this act.
  await act(async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore({ locale })}>
          <ResourceContextProvider value={resource}>
            {/* The console's page boundary: the filter bar's inputs load as their own chunk. */}
            <Suspense fallback={null}>
              <OrderListView offline={resource === 'offline-orders'} />
            </Suspense>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  return screen.findByRole('row', { name: /SO-0001041/ });
};

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('the orders list', () => {
  it('shows an order’s state, channel and total in rupees, and filters by every field of the spec', async () => {
    const shown = await renderList('orders');
    expect(within(shown).getByText('Confirmed')).toBeVisible();
    expect(within(shown).getByText('Paid')).toBeVisible();
    expect(within(shown).getByText('Offline (store)')).toBeVisible();
    expect(within(shown).getByText('asha@example.in')).toBeVisible();
    expect(within(shown).getByText('₹1,49,900.50')).toBeVisible();
    for (const name of ['Status', 'Fulfilment', 'Payment', 'Channel', 'Store', 'Customer', 'Placed from', 'Placed until'])
      expect(await screen.findByLabelText(name), name).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Fulfilment' }));
    await user.click(await screen.findByRole('option', { name: 'Picked or packed' }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ fulfilment: 'in_progress' }));
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Admin checkout' }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ fulfilment: 'in_progress', channel: 'admin' }));
    await user.type(screen.getByPlaceholderText('Search'), 'KUR-');
    await waitFor(() => expect(filters.at(-1)).toEqual({ fulfilment: 'in_progress', channel: 'admin', q: 'KUR-' }));
  });

  it('offers no filter by a resource the staff member may not list (its choices would be refused)', async () => {
    const noStores: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
      canAccess: async ({ resource }) => resource !== 'stores',
    };
    await renderList('orders', 'en', noStores);
    expect(await screen.findByLabelText('Customer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Store')).toBeNull();
  });

  it('lists offline orders with the channel fixed, no channel filter, and the store in front, in French', async () => {
    const shown = await renderList('offline-orders', 'fr');
    expect(filters.at(-1)).toEqual({ channel: 'offline' });
    expect(await within(shown).findByText('Ekaya Khan Market')).toBeVisible();
    expect(headers().slice(0, 3)).toEqual(['Commande', 'Magasin', 'Passée le']);
    expect(await screen.findByLabelText('Préparation')).toBeInTheDocument();
    expect(screen.queryByLabelText('Canal')).toBeNull();
    expect(within(shown).getByText('Confirmée')).toBeVisible();
  });
});
