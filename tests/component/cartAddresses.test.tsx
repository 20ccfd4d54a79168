import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CartAddresses } from '../../src/resources/orders/checkout/CartAddresses';
import type { Cart } from '../../src/resources/orders/checkout/cartApi';

const ADDRESS = { name: 'Priya Sharma', line1: '12, MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' };
const cart = {
  id: 7,
  customer_id: 1,
  channel: 'admin',
  status: 'open',
  store_id: null,
  order_id: null,
  shipping_address: ADDRESS,
  billing_address: null,
  lines: [],
  totals: { subtotal: 0, tax: 0, total: 0, tax_inclusive: true },
} as unknown as Cart;

const sent: unknown[] = [];
const server = setupServer(
  http.get('*/svc/cart/carts/7', () => HttpResponse.json(cart)),
  http.put('*/svc/cart/carts/7', async ({ request }) => {
    const body = (await request.json()) as { shipping_address: { line1: string } };
    sent.push(body);
    if (body.shipping_address.line1 === 'Nowhere') return HttpResponse.json({ isSuccess: false, error: { message: 'Check the fields', fields: { 'shipping_address.line1': 'Not deliverable here' } } }, { status: 400 });
    return HttpResponse.json({ ...cart, ...body });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the cart addresses', () => {
  it('shows them, and saves changed ones alone, with the server refusal at its field', async () => {
    const changed = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <CartAddresses cart={cart} onChanged={changed} />
      </AdminContext>,
    );
    expect(screen.getByText('Priya Sharma, 12, MG Road, Bengaluru, Karnataka 560001')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit addresses' });
    const line1 = (await within(dialog).findAllByRole('textbox', { name: 'Address line 1' }))[0]!;
    await waitFor(() => expect(line1).toHaveValue('12, MG Road'));
    await user.clear(line1);
    await user.type(line1, 'Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not deliverable here')).toBeInTheDocument();
    await user.clear(line1);
    await user.type(line1, '4, Residency Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(Object.keys(sent.at(-1) as object).sort()).toEqual(['billing_address', 'shipping_address']);
    expect(sent.at(-1)).toMatchObject({ shipping_address: { line1: '4, Residency Road' } });
  });
});
