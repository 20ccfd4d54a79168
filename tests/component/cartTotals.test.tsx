import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { CartTotals } from '../../src/resources/orders/checkout/CartTotals';
import { i18nProvider } from '../../src/providers/i18nProvider';

const totals = { subtotal: 400_000, discount: 50_100, tax: 16_662, total: 349_900, tax_inclusive: true };

const renderTotals = (promotions: Parameters<typeof CartTotals>[0]['promotions']) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <CartTotals totals={totals} promotions={promotions} />
    </AdminContext>,
  );

describe('the cart totals', () => {
  it('lists each promotion once, without a second row of their sum', async () => {
    renderTotals([{ source: 'steal', id: 3, title: 'Flash steal', amount: 50_100 }]);
    expect(await screen.findByText('Steal: Flash steal')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,499');
  });

  it('shows the discount row when no promotion line accounts for it', async () => {
    renderTotals([]);
    expect((await screen.findByTestId('cart-discount')).textContent).toBe('-₹501');
  });
});
