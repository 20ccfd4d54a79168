import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, ResourceDefinitionContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { HistoryPanel } from '../../src/components/HistoryPanel';
import { SECRET_VALUE, type HistoryEntry } from '@domain/history';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';

const entries: HistoryEntry[] = [
  { id: 2, at: '2026-11-20T10:30:00.000Z', actor_id: 1, actor_name: 'Asha Menon', action: 'update', changes: { name: ['Ekaya', 'Ekaya Banaras'], is_active: [true, false] } },
  { id: 1, at: '2026-11-19T09:00:00.000Z', actor_id: 1, actor_name: 'Asha Menon', action: 'password', changes: { password: [SECRET_VALUE, SECRET_VALUE] } },
];

const server = setupServer(
  http.get('*/svc/product/brands/3/history', () => HttpResponse.json(entries)),
  http.get('*/svc/product/brands/4/history', () => HttpResponse.json([])),
  http.get('*/svc/order/orders/6/history', () =>
    HttpResponse.json([
      {
        id: 4,
        // 1 November, half past midnight in India: 31 October in UTC.
        at: '2026-10-31T19:00:00.000Z',
        actor_id: 1,
        actor_name: 'Asha Menon',
        action: 'create',
        changes: {
          total: [null, 123_450],
          warehouse_id: [null, 4],
          shipping_address: [null, { name: 'Asha Menon', line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'IN', mobile: '' }],
          status: [null, 'placed'],
          intra_state: [null, true],
          idempotency_key: [null, 'k-1'],
        },
      },
    ]),
  ),
  http.get('*/svc/cms/notifications/7/history', () =>
    HttpResponse.json([
      {
        id: 5,
        at: '2026-11-20T10:30:00.000Z',
        actor_id: 1,
        actor_name: 'Asha Menon',
        action: 'schedule',
        changes: {
          state: ['draft', 'scheduled'],
          channels: [['email'], ['email', 'sms']],
          audience: [
            { kind: 'segment', tags: ['vip'], cities: ['Pune'], orders_min: 2, orders_max: null, customer_ids: [] },
            { kind: 'customers', tags: [], cities: [], orders_min: null, orders_max: null, customer_ids: [3, 9] },
          ],
        },
      },
    ]),
  ),
  http.get('*/svc/customer/customers', () =>
    HttpResponse.json([{ id: 3, first_name: 'Ravi', last_name: 'Kumar' }, { id: 9, first_name: 'Meera', last_name: 'Iyer' }], { headers: { 'Content-Range': 'customers 0-1/2' } }),
  ),
  http.get('*/svc/product/warehouses', () => HttpResponse.json([{ id: 4, name: 'Mumbai Central' }], { headers: { 'Content-Range': 'warehouses 0-0/1' } })),
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

const renderPanel = async (id: number, locale: 'en' | 'fr' | 'de' | 'pt', resource = 'brands') => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext authProvider={allowed} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value={resource}>
        <ResourceDefinitionContextProvider
          definitions={{
            warehouses: { name: 'warehouses', hasEdit: true, recordRepresentation: 'name' },
            customers: { name: 'customers', hasShow: true, recordRepresentation: (record) => `${record.first_name} ${record.last_name}` },
          }}
        >
          <RecordContextProvider value={{ id }}>
            <HistoryPanel />
          </RecordContextProvider>
        </ResourceDefinitionContextProvider>
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

  it.each([
    ['en', 'History', { total: 'Total (₹)', warehouse: 'Warehouse', address: 'Shipping address', status: 'Status', intra: 'Within the state (CGST + SGST)' }, '₹1,234.50', 'Placed', 'Yes', /^01\/11\/2026/],
    ['fr', 'Historique', { total: 'Total (₹)', warehouse: 'Entrepôt', address: 'Adresse de livraison', status: 'Statut', intra: 'Dans l’État (CGST + SGST)' }, '1 234,50 ₹', 'Passée', 'Oui', /^01\/11\/2026/],
  ] as const)('in %s: money formatted, the warehouse by name with a link, the address as text, labels and the day in India', async (locale, title, labels, money, status, yes, day) => {
    await renderPanel(6, locale, 'orders');
    const panel = await screen.findByRole('region', { name: title });
    const row = async (label: string) => (await within(panel).findByRole('cell', { name: label })).closest('tr')!;
    expect((await row(labels.total)).textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain(money);
    const warehouse = await within(await row(labels.warehouse)).findByRole('link', { name: 'Mumbai Central' });
    expect(warehouse).toHaveAttribute('href', '#/warehouses/4');
    expect(within(await row(labels.address)).getByText(/^Asha Menon, 12 MG Road, Pune, Maharashtra 411001, (India|Inde)$/)).toBeVisible();
    expect(within(await row(labels.status)).getByText(status)).toBeVisible();
    expect(within(await row(labels.intra)).getByText(yes)).toBeVisible();
    expect(within(await row(labels.total)).getAllByRole('cell')[0]!.textContent).toMatch(day);
    expect(panel.textContent).not.toContain('idempotency');
  });

  it.each([
    ['en', 'History', 'Scheduled', 'Audience', 'A segment: Customer tags: vip; Cities: Pune; at least 2 orders', 'Chosen customers', 'E-mail, SMS'],
    ['de', 'Verlauf', 'Geplant', 'Zielgruppe', 'Ein Segment: Kunden-Schlagwörter: vip; Städte: Pune; mindestens 2 Bestellungen', 'Ausgewählte Kunden', 'E-Mail, SMS'],
  ] as const)('in %s: a notification\u2019s audience by segment and by customers\u2019 names, its action and channels by their labels', async (locale, title, action, field, segment, chosen, channels) => {
    await renderPanel(7, locale, 'notifications');
    const panel = await screen.findByRole('region', { name: title });
    const audience = (await within(panel).findByRole('cell', { name: field })).closest('tr')!;
    expect(within(audience).getByText(action)).toBeVisible();
    expect(within(audience).getByText(segment)).toBeVisible();
    expect(await within(audience).findByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '#/customers/3/show');
    expect(await within(audience).findByRole('link', { name: 'Meera Iyer' })).toBeVisible();
    expect(audience.textContent).toContain(`${chosen}: Ravi Kumar, Meera Iyer`);
    expect(panel.textContent).toContain(channels);
    expect(panel.textContent).not.toMatch(/customer_ids|"kind"|\bscheduled\b|#3/);
  });

  it('says when nothing was recorded, in the staff member\u2019s language', async () => {
    await renderPanel(4, 'fr');
    const panel = await screen.findByRole('region', { name: 'Historique' });
    expect(await within(panel).findByText('Aucune modification enregistrée pour l’instant.')).toBeVisible();
  });
});
