import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { OrderReport } from '@domain/orders/report';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import OrderHistoryReportScreen from '../../src/screens/order-history-report/OrderHistoryReportScreen';
import { savedDownloads } from './savedDownloads';

const sums = (orders: number, total: number) => ({ orders, items: orders * 2, subtotal: total, discount: 0, tax: Math.round(total / 20), shipping: 0, total });
const report: OrderReport = {
  days: [
    { day: '2031-01-01', channel: 'web', ...sums(2, 300_000) },
    { day: '2031-01-01', channel: 'offline', ...sums(1, 100_000) },
    { day: '2031-01-03', channel: 'admin', ...sums(1, 50_000) },
  ],
  channels: [
    { channel: 'offline', ...sums(1, 100_000) },
    { channel: 'web', ...sums(2, 300_000) },
    { channel: 'admin', ...sums(1, 50_000) },
  ],
  totals: sums(4, 450_000),
  currency: 'INR',
};

const queries: Record<string, string>[] = [];
const server = setupServer(
  http.get('*/svc/order/orders/history-report', ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(report);
  }),
  http.get('*/svc/order/orders/history-report.csv', ({ request }) => {
    queries.push({ csv: 'yes', ...Object.fromEntries(new URL(request.url).searchParams) });
    return new HttpResponse('number,placed_at\r\nSO-0001000,2031-01-01T05:00:00.000Z\r\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="order-history-2031-01-01-2031-01-03.csv"' },
    });
  }),
  http.get('*/svc/product/stores', () => HttpResponse.json([{ id: 3, name: 'Ekaya Banaras' }], { headers: { 'Content-Range': 'stores 0-0/1' } })),
);

const saved = savedDownloads();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  queries.length = 0;
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

const renderScreen = async (locale: 'en' | 'de', search: string) => {
  await i18nProvider.changeLocale(locale);
  render(
    <MemoryRouter initialEntries={[`/apps/order-history-report${search}`]}>
      <AdminContext authProvider={allowed} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <OrderHistoryReportScreen />
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('the order history report', () => {
  it('draws a bar a day stacked by channel, with the same figures in a table and totals by channel', async () => {
    await renderScreen('en', '?from=2031-01-01&to=2031-01-03');
    const chart = await screen.findByRole('img', { name: /Order value by day and channel.*3 days, 4 orders, ₹4,500(\.00)? in all/ });
    const firstDay = chart.querySelector('[data-day="2031-01-01"]')!;
    expect([...firstDay.querySelectorAll('rect title')].map((title) => title.textContent)).toEqual([
      expect.stringMatching(/^1 Jan 2031, Web: 2 orders, ₹3,000/),
      expect.stringMatching(/^1 Jan 2031, In store: 1 order, ₹1,000/),
    ]);
    expect(chart.querySelector('[data-day="2031-01-02"] rect')).toBeNull();
    const byDay = screen.getByRole('region', { name: 'By day' });
    const rows = within(byDay).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹3,000.00', '₹0.00', '₹1,000.00', '₹0.00', '3', '₹4,000.00']);
    const byChannel = screen.getByRole('table', { name: 'By channel' });
    const all = within(byChannel).getByRole('rowheader', { name: 'All channels' }).closest('tr')!;
    expect(within(all).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(within(all).getAllByRole('cell').at(-1)).toHaveTextContent('₹4,500.00');
    expect(queries).toEqual([{ from: '2031-01-01', to: '2031-01-03' }]);
  });

  it('reads the report again when a filter changes, and says at the field when the range is backwards', async () => {
    await renderScreen('en', '?from=2031-01-01&to=2031-01-03');
    await screen.findByRole('img');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-01-02' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2031-01-02', to: '2031-01-03' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Web' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2031-01-02', to: '2031-01-03', channel: 'web' }));
    const asked = queries.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-02-01' } });
    expect(await screen.findByText('The start date must not be after the end date')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(queries).toHaveLength(asked);
  });

  it('exports the rows as CSV with the filters, in German', async () => {
    await renderScreen('de', '?from=2031-01-01&to=2031-01-03&status=delivered');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(saved.map((download) => download.name)).toEqual(['order-history-2031-01-01-2031-01-03.csv']));
    expect(queries.at(-1)).toEqual({ csv: 'yes', from: '2031-01-01', to: '2031-01-03', status: 'delivered' });
  });
});
