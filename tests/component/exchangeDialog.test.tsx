import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ExchangeButton } from '../../src/resources/orders/exchanges/ExchangeButton';

/** A delivered order of 2 kurtas at ₹1,499 each (net ₹2,998). */
const order = {
  id: 8,
  number: 'SO-0005678',
  status: 'shipped',
  warehouse_id: 2,
  lines: [{ id: 81, sku: 'KUR-RED-M', title: 'Cotton kurta', quantity: 2, unit_price: 149_900, net: 299_800, returned_quantity: 0 }],
};
const variant = { id: 90, sku: 'KUR-RED-L', price: 99_900 };

/** The server's refusal when the warehouse lacks the variant (409 at the pieces). */
const stockShort = {
  isSuccess: false,
  error: {
    code: 'conflict',
    message: 'Only 0 available',
    fields: { quantity: 'Only 0 available' },
    i18n: { message: { key: 'server.stock_short', params: { available: 0 } }, fields: { quantity: { key: 'server.stock_short', params: { available: 0 } } } },
  },
};

const posted: unknown[] = [];
const server = setupServer(
  http.get('*/svc/product/variants', () => HttpResponse.json([variant], { headers: { 'Content-Range': 'variants 0-0/1' } })),
  http.get('*/svc/product/variants/90', () => HttpResponse.json(variant)),
  http.get('*/svc/product/warehouses', () => HttpResponse.json([{ id: 2, name: 'Mumbai DC' }], { headers: { 'Content-Range': 'warehouses 0-0/1' } })),
  http.get('*/svc/product/shelves', () => HttpResponse.json([], { headers: { 'Content-Range': 'shelves */0' } })),
  http.post('*/svc/order/orders/8/exchanges', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(stockShort, { status: 409 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

describe('the exchange dialog', () => {
  it('caps the pieces, shows the settlement before sending, and the server refusal at its field', async () => {
    const { unmount } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="orders">
          <RecordContextProvider value={order}>
            <ExchangeButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange pieces of SO-0005678' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Variant to send instead' }));
    await user.click(await screen.findByRole('option', { name: 'KUR-RED-L' }));
    // One kurta was worth ₹1,499; the larger one costs ₹999.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A credit note gives back ₹500');

    const pieces = within(dialog).getByRole('spinbutton', { name: 'Pieces' });
    await user.clear(pieces);
    await user.type(pieces, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too tight');
    await user.click(within(dialog).getByRole('radio', { name: 'Write off' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(await within(dialog).findByText('Only 2 left to return on this line')).toBeVisible();
    expect(posted).toEqual([]);

    await user.clear(pieces);
    await user.type(pieces, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(await within(dialog).findByText('Only 0 available')).toBeVisible();
    expect(posted).toEqual([{ line_id: 81, quantity: 1, new_variant_id: 90, warehouse_id: 2, reason: 'Too tight', restock_shelf_id: null, override_reason: '' }]);
    unmount();
  });
});
