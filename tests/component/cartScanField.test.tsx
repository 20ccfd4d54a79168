import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CartScanField } from '../../src/resources/orders/checkout/CartScanField';

const KNOWN = '8900000022908';

/** The cart base's refusal of a code no variant has (server/services/cart/cartLines.ts). */
const unknownCode = (code: string) => ({
  isSuccess: false,
  error: {
    code: 'unknown_variant',
    message: `No variant has the SKU or barcode ${code}`,
    fields: { code: `No variant has the SKU or barcode ${code}` },
    i18n: { message: { key: 'server.cart_unknown_code', params: { code } }, fields: { code: { key: 'server.cart_unknown_code', params: { code } } } },
  },
});

const added: unknown[] = [];
const server = setupServer(
  http.post('*/svc/cart/carts/7/lines', async ({ request }) => {
    const line = (await request.json()) as { code: string };
    added.push(line);
    return line.code === KNOWN ? HttpResponse.json({ id: 7 }, { status: 201 }) : HttpResponse.json(unknownCode(line.code), { status: 422 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  added.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderField = async (locale: 'en' | 'fr') => {
  await i18nProvider.changeLocale(locale);
  let changes = 0;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <CartScanField cartId={7} onAdded={() => (changes += 1)} />
    </AdminContext>,
  );
  return { changes: () => changes, field: await screen.findByRole('textbox') };
};

describe('the cart scan field', () => {
  it('adds a line when a scanner types a barcode and Enter, and keeps the focus for the next', async () => {
    const { changes, field } = await renderField('en');
    expect(field).toHaveFocus();
    await userEvent.setup().type(field, `${KNOWN}{Enter}`);
    expect(await screen.findByText(`${KNOWN} added`)).toBeVisible();
    expect(added).toEqual([{ code: KNOWN }]);
    expect(changes()).toBe(1);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('says so under the field when no variant has the barcode, in the staff member’s language', async () => {
    const { changes, field } = await renderField('fr');
    await userEvent.setup().type(field, 'NOPE-42{Enter}');
    expect(await screen.findByText('Aucune variante n’a le SKU ou code-barres NOPE-42')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toBe(0);
  });
});
