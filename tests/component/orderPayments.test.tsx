import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderPayments } from '../../src/resources/orders/payments/OrderPayments';
import type { OrderRecord } from '../../src/resources/orders/orderRecord';

const order = {
  id: 5,
  number: 'SO-0001005',
  status: 'delivered',
  channel: 'admin',
  payment_status: 'partially_paid',
  payment_method: 'cod',
  total: 100_000,
  paid: 40_000,
  refunded: 0,
  credited: 0,
  exchange_due: 0,
  payments: [
    { id: 9, kind: 'payment', method: 'upi', amount: 40_000, reference: '412300001111', refund_of: null, reason: '', override_reason: null, received_at: '2026-11-20T10:30:00.000Z', refunded: 0, recorded_by: 'Asha Menon' },
  ],
} as unknown as OrderRecord;

const posted: { path: string; body: unknown }[] = [];
let answer: () => Response = () => HttpResponse.json({ id: 5 }, { status: 201 });
const server = setupServer(
  http.post('*/svc/order/orders/5/:name', async ({ request, params }) => {
    posted.push({ path: String(params.name), body: await request.json() });
    return answer();
  }),
  http.get('*/svc/order/orders/5', () => HttpResponse.json(order)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  answer = () => HttpResponse.json({ id: 5 }, { status: 201 });
});
afterAll(() => server.close());

/** A staff member who may edit orders, and credit beyond what was paid when `beyond`. */
const staff = (beyond: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ action }) => action !== 'credit_beyond_paid' || beyond,
});

const renderPayments = (beyond = false) =>
  render(
    <AdminContext authProvider={staff(beyond)} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={order}>
          <OrderPayments />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('the order’s payments', () => {
  it('shows what was paid and is due, lists the payments, and records what is due by the order’s method', async () => {
    renderPayments();
    const figures = await screen.findByTestId('order-money');
    expect(within(figures).getByText('₹1,000')).toBeVisible();
    expect(within(figures).getByText('₹400')).toBeVisible();
    expect(within(figures).getByText('₹600')).toBeVisible();
    const row = screen.getByRole('row', { name: /412300001111/ });
    expect(row).toHaveTextContent('UPI');
    expect(row).toHaveTextContent('Asha Menon');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'payments', body: { amount: 60_000, method: 'cod', reference: '', received_at: null } }]));
  });

  it('shows the server’s refusal at its field', async () => {
    answer = () =>
      HttpResponse.json(
        { isSuccess: false, error: { code: 'payment_refused', message: 'Only ₹500.00 is due on this order', fields: { amount: 'Only ₹500.00 is due on this order' } } },
        { status: 422 },
      );
    renderPayments();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Only ₹500.00 is due on this order')).toBeVisible();
  });

  it('asks why a refund goes beyond what was paid only of staff who may', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPayments(false);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund to the UPI payment of ₹400' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount (₹)' })).toHaveValue(400);
    expect(within(dialog).queryByRole('textbox', { name: 'Why go beyond what was paid' })).toBeNull();
    unmount();
    renderPayments(true);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const permitted = await screen.findByRole('dialog');
    await user.type(within(permitted).getByRole('textbox', { name: 'Reason' }), 'Price matched');
    await user.type(within(permitted).getByRole('textbox', { name: 'Why go beyond what was paid' }), 'Store manager approved');
    await user.click(within(permitted).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: 'refunds', body: { amount: 40_000, reference: '', reason: 'Price matched', override_reason: 'Store manager approved', payment_id: 9 } }]),
    );
  });
});
