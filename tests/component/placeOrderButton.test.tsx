import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PlaceOrderButton } from '../../src/screens/admin-checkout/PlaceOrderButton';
import { MoneyInput } from '../../src/resources/variants/money';

const keys: string[] = [];
let shippingSent: unknown;
/** The first answer is held until the test lets it go, and then lost (a dropped connection). */
let releaseFirst: () => void = () => undefined;
const server = setupServer(
  http.post('*/svc/cart/carts/8/place', async ({ request }) => {
    shippingSent = ((await request.json()) as { shipping?: unknown }).shipping;
    return HttpResponse.json({ message: 'Invalid input', errors: { shipping: 'Too large' } }, { status: 400 });
  }),
  http.post('*/svc/cart/carts/7/place', async ({ request }) => {
    keys.push(((await request.json()) as { idempotency_key: string }).idempotency_key);
    if (keys.length === 1) {
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      return HttpResponse.error();
    }
    return HttpResponse.json({ id: 42, number: 'SO-0001042' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

describe('the place order button', () => {
  it('sends one idempotency key for the visit: a double click places once, a retry after a lost answer names the same checkout', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Form defaultValues={{ warehouse_id: 3, payment_method: 'cod' }} onSubmit={() => undefined}>
          <PlaceOrderButton cartId={7} onRefused={() => undefined} />
        </Form>
        <Location />
      </AdminContext>,
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Place order' });
    await user.dblClick(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(button).toBeDisabled();

    releaseFirst();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/apps/orders/view-new/42'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the shipping charge typed in rupees as paise, and shows the server refusal at its field', async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Form defaultValues={{ warehouse_id: 3, payment_method: 'cod', shipping: 0 }} onSubmit={() => undefined}>
          <MoneyInput source="shipping" label="resources.carts.fields.shipping" />
          <PlaceOrderButton cartId={8} onRefused={() => undefined} />
        </Form>
      </AdminContext>,
    );
    const user = userEvent.setup();
    const shipping = await screen.findByLabelText('Shipping charge (₹)');
    await user.clear(shipping);
    await user.type(shipping, '49.5');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(shippingSent).toBe(4950));
    expect(await screen.findByText('Too large')).toBeInTheDocument();
  });
});
