import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { HistoryPanel } from '../../src/components/HistoryPanel';
import { SECRET_VALUE, type HistoryEntry } from '@domain/history';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ORDER_HISTORY_TEXTS } from '../../src/resources/orders/orderHistoryTexts';

const entries: HistoryEntry[] = [
  { id: 2, at: '2026-11-20T10:30:00.000Z', actor_id: 1, actor_name: 'Asha Menon', action: 'update', changes: { name: ['Ekaya', 'Ekaya Banaras'], is_active: [true, false] } },
  { id: 1, at: '2026-11-19T09:00:00.000Z', actor_id: 1, actor_name: 'Asha Menon', action: 'password', changes: { password: [SECRET_VALUE, SECRET_VALUE] } },
];

const server = setupServer(
  http.get('*/svc/product/brands/3/history', () => HttpResponse.json(entries)),
  http.get('*/svc/product/brands/4/history', () => HttpResponse.json([])),
  http.get('*/svc/order/orders/5/history', () =>
    HttpResponse.json([
      { id: 3, at: '2026-11-20T10:30:00.000Z', actor_id: 1, actor_name: 'Asha Menon', action: 'payment', changes: { amount: [null, 12_345_650], method: [null, 'cod'], payment_status: ['pending', 'paid'] } },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const allowed: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => true,
};

const renderPanel = async (id: number, locale: 'en' | 'fr', resource = 'brands') => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext authProvider={allowed} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={{ id }}>
          <HistoryPanel {...(resource === 'orders' ? ORDER_HISTORY_TEXTS : {})} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
};

describe('HistoryPanel', () => {
  it('shows each changed field with who, when, before and after, with the resource\u2019s labels and hidden secrets', async () => {
    await renderPanel(3, 'en');
    const panel = await screen.findByRole('region', { name: 'History' });
    const name = (await within(panel).findByRole('cell', { name: 'Name' })).closest('tr')!;
    expect(within(name).getByText('Asha Menon')).toBeVisible();
    expect(within(name).getByText('Edited')).toBeVisible();
    expect(within(name).getByText('Ekaya')).toBeVisible();
    expect(within(name).getByText('Ekaya Banaras')).toBeVisible();
    expect(within(name).getByText(/20\/11\/2026/)).toBeVisible();
    const active = within(panel).getByRole('cell', { name: 'Active' }).closest('tr')!;
    expect(within(active).getByText('Yes')).toBeVisible();
    expect(within(active).getByText('No')).toBeVisible();
    expect(within(panel).getAllByText('changed (hidden)')).toHaveLength(2);
  });

  it('writes money in rupees and choices by their labels where the resource says so, in the staff member\u2019s language', async () => {
    await renderPanel(5, 'fr', 'orders');
    const panel = await screen.findByRole('region', { name: 'Historique' });
    const amount = (await within(panel).findByRole('cell', { name: 'Montant (₹)' })).closest('tr')!;
    expect(within(amount).getByText('Paiement reçu')).toBeVisible();
    expect(amount.textContent?.replace(/\s/g, ' ')).toContain('123 456,50 ₹');
    expect(within(within(panel).getByRole('cell', { name: 'Moyen' }).closest('tr')!).getByText('Paiement à la livraison')).toBeVisible();
    const status = within(panel).getByRole('cell', { name: 'Paiement' }).closest('tr')!;
    expect(within(status).getByText('À payer')).toBeVisible();
    expect(within(status).getByText('Payée')).toBeVisible();
  });

  it('says when nothing was recorded, in the staff member\u2019s language', async () => {
    await renderPanel(4, 'fr');
    const panel = await screen.findByRole('region', { name: 'Historique' });
    expect(await within(panel).findByText('Aucune modification enregistrée pour l’instant.')).toBeVisible();
  });
});
