import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { StoreInput } from '../../src/resources/orders/checkout/StoreInput';

const stores = [
  { id: 1, name: 'Kala Ghoda Boutique', warehouse_id: 4, is_active: true },
  { id: 2, name: 'Airport Kiosk', warehouse_id: null, is_active: true },
];
const server = setupServer(http.get('*/svc/product/stores', () => HttpResponse.json(stores, { headers: { 'Content-Range': 'stores 0-1/2' } })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the in-store order’s store', () => {
  it('offers the stores that keep stock, and shows the others disabled with the reason', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Form>
          <StoreInput />
        </Form>
      </AdminContext>,
    );
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Store' }));
    const kiosk = await screen.findByRole('option', { name: /Airport Kiosk/ });
    expect(kiosk).toHaveTextContent('Keeps no stock: name its warehouse on the store to sell here');
    expect(kiosk).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Kala Ghoda Boutique' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});
