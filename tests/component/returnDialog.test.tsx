import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ReturnButton } from '../../src/resources/orders/returns/ReturnButton';

/** A delivered order: 3 kurtas of which 1 came back already, 1 saree. */
const order = {
  id: 7,
  number: 'SO-0001234',
  status: 'delivered',
  warehouse_id: 2,
  lines: [
    { id: 71, sku: 'KUR-RED-M', title: 'Cotton kurta', quantity: 3, unit_price: 149_900, returned_quantity: 1 },
    { id: 72, sku: 'SAR-SILK', title: 'Silk saree', quantity: 1, unit_price: 1_299_900, returned_quantity: 0 },
  ],
};

/** What the server answers when the line changed under the form (someone else returned a piece meanwhile). */
const overRemainder = {
  isSuccess: false,
  error: {
    code: 'return_refused',
    message: 'Only 1 left to return on this line',
    fields: { 'lines.0.quantity': 'Only 1 left to return on this line' },
    i18n: {
      message: { key: 'server.order_return_over_remainder', params: { remaining: 1 } },
      fields: { 'lines.0.quantity': { key: 'server.order_return_over_remainder', params: { remaining: 1 } } },
    },
  },
};

const posted: unknown[] = [];
const server = setupServer(
  http.get('*/svc/product/warehouses', () => HttpResponse.json([{ id: 2, name: 'Mumbai DC' }], { headers: { 'Content-Range': 'warehouses 0-0/1' } })),
  http.get('*/svc/product/warehouses/2', () => HttpResponse.json({ id: 2, name: 'Mumbai DC' })),
  http.get('*/svc/product/shelves', () => HttpResponse.json([{ id: 31, code: 'A-01-1' }], { headers: { 'Content-Range': 'shelves 0-0/1' } })),
  http.post('*/svc/order/orders/7/returns', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(overRemainder, { status: 400 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

describe('the return dialog', () => {
  it('caps each line at the pieces left to return, then sends the chosen lines and shows the server refusal at its row', async () => {
    const { unmount } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="orders">
          <RecordContextProvider value={order}>
            <ReturnButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return pieces of SO-0001234' });
    const kurtas = within(dialog).getByRole('spinbutton', { name: 'Pieces of KUR-RED-M to return' });
    expect(kurtas).toHaveAttribute('max', '2');
    expect(within(dialog).getByText('2 left to return')).toBeVisible();

    await user.clear(kurtas);
    await user.type(kurtas, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too small');
    await user.click(within(dialog).getByRole('combobox', { name: 'Shelf' }));
    await user.click(await screen.findByRole('option', { name: 'A-01-1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Only 2 left to return on this line')).toBeVisible();
    expect(posted).toEqual([]);

    await user.clear(kurtas);
    await user.type(kurtas, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Only 1 left to return on this line')).toBeVisible();
    expect(kurtas).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([{ lines: [{ line_id: 71, quantity: 2 }], reason: 'Too small', restock_shelf_id: 31, refund_method: 'credit_note', override_reason: '' }]);
    unmount();
  });
});
