import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { shortTimersRun } from '../setup/shortTimers';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Form, ResourceContextProvider, memoryStore } from 'react-admin';
import type { DiscountPreview } from '@domain/promotions/preview';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { DiscountPreviewPanel } from '../../src/resources/discounts/preview/DiscountPreviewPanel';

const hit = (variant_id: number, sku: string, price: number) => ({ variant_id, product_id: variant_id, sku, title: `Saree ${sku}`, price, discounted_price: price - price / 10 });
const line = (variant_id: number, sku: string, quantity: number) => ({ variant_id, sku, title: `Saree ${sku}`, unit_price: 100_000, quantity, gross: 100_000 * quantity, discount: 10_000 * quantity, net: 90_000 * quantity });

/** The server's answer for a sample: each line 1,000.00 less 10 %. */
const answerFor = (sample: { variant_id: number; quantity: number }[] | undefined): DiscountPreview => {
  const lines = (sample ?? [{ variant_id: 1, quantity: 1 }, { variant_id: 2, quantity: 1 }]).map((one) => line(one.variant_id, `SKU-${one.variant_id}`, one.quantity));
  const subtotal = lines.reduce((sum, one) => sum + one.gross, 0);
  return {
    hits: { total: 4812, estimated: true, variants: [hit(1, 'SKU-1', 100_000), hit(2, 'SKU-2', 100_000), hit(3, 'SKU-3', 100_000)] },
    cart: { sample: sample ? 'given' : 'default', lines, subtotal, discount: subtotal / 10, total: subtotal - subtotal / 10, applied: [{ source: 'discount', id: 9, title: '', amount: subtotal / 10, previewed: true }], skipped: null },
  };
};

const bodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.post('*/svc/cart/discounts/preview', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown> & { sample?: { variant_id: number; quantity: number }[] };
    bodies.push(body);
    if (body.title === 'Gone') {
      const message = { key: 'server.record_missing' };
      return HttpResponse.json({ isSuccess: false, error: { code: 'invalid_input', message: 'Check the fields', fields: { 'sample.1.variant_id': 'Gone' }, i18n: { message: { key: 'server.invalid_fields' }, fields: { 'sample.1.variant_id': message } } } }, { status: 400 });
    }
    return HttpResponse.json(answerFor(body.sample));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  bodies.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderPanel = (values: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="discounts">
        <Form defaultValues={values}>
          <DiscountPreviewPanel />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('the discount preview panel', () => {
  it('shows the variants hit ("about" an estimate) and the sample cart in rupees, and sends the form values', async () => {
    renderPanel({ title: '', kind: 'percentage', value: 1000, scope: 'all', min_order_value: null });
    expect(await screen.findByText('Hits about 4,812 variants')).toBeInTheDocument();
    expect(screen.getByTestId('discount-preview-total').textContent).toBe('₹1,800');
    expect(screen.getByTestId('discount-preview-discount').textContent).toBe('-₹200');
    expect(screen.getByText('This discount')).toBeInTheDocument();
    // Empty and null values are left out, so the server's defaults apply; no sample: the server picks one.
    expect(bodies[0]).toEqual({ kind: 'percentage', value: 1000, scope: 'all' });
  });

  it('adds and removes sample lines and asks again with them', async () => {
    renderPanel({ kind: 'percentage', value: 1000 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add SKU-3 to the sample cart' }));
    await waitFor(() => expect(bodies.at(-1)?.sample).toEqual([{ variant_id: 1, quantity: 1 }, { variant_id: 2, quantity: 1 }, { variant_id: 3, quantity: 1 }]));
    expect(await screen.findByText('Sample cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('discount-preview-total').textContent).toBe('₹2,700'));
    await user.click(screen.getByRole('button', { name: 'Remove SKU-1 from the sample cart' }));
    await waitFor(() => expect(screen.getByTestId('discount-preview-total').textContent).toBe('₹1,800'));
    expect(bodies.at(-1)?.sample).toEqual([{ variant_id: 2, quantity: 1 }, { variant_id: 3, quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Back to the default sample' }));
    await waitFor(() => expect(bodies.at(-1)?.sample).toBeUndefined());
  });

  it('names the fields the shared schema refuses without asking the server, in the staff member\'s language', async () => {
    await i18nProvider.changeLocale('fr');
    renderPanel({ kind: 'percentage', value: 12_000 }, 'fr');
    const errors = await screen.findByTestId('discount-preview-errors');
    expect(within(errors).getByText('Pourcentage de remise: Un pourcentage vaut au plus 100 %')).toBeInTheDocument();
    await act(shortTimersRun);
    expect(bodies).toEqual([]);
  });

  it('names the fields the server refused', async () => {
    await i18nProvider.changeLocale('fr');
    renderPanel({ title: 'Gone', kind: 'fixed', value: 500 }, 'fr');
    const errors = await screen.findByTestId('discount-preview-errors');
    expect(within(errors).getByText(/^Ligne d'exemple 2: /)).toBeInTheDocument();
  });
});
