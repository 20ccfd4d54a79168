import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { LocaleDateField } from '../../src/fields/LocaleDateField';
import { LocaleNumberField } from '../../src/fields/LocaleNumberField';
import { MoneyField } from '../../src/resources/variants/money';
import { i18nProvider } from '../../src/providers/i18nProvider';

const variant = { id: 1, created_at: '2026-11-20T10:47:08Z', joined: '2026-11-03', expires_at: null, stock: 1234567, price: 11684200, cost: 5792812 };

const renderIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={variant}>
        <span data-testid="date">
          <LocaleDateField source="joined" />
        </span>
        <span data-testid="empty">
          <LocaleDateField source="expires_at" />
        </span>
        <span data-testid="stock">
          <LocaleNumberField source="stock" />
        </span>
        <span data-testid="price">
          <MoneyField source="price" />
        </span>
        <span data-testid="cost">
          <MoneyField source="cost" />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );

describe('dates, numbers and money follow the console language', () => {
  it('in French: day first, spaces between thousands, the rupee sign after the amount', async () => {
    renderIn('fr');
    expect(await screen.findByText('03/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('stock').textContent).toMatch(/^1\s234\s567$/);
    expect(screen.getByTestId('price').textContent).toMatch(/^116\s842\s₹$/);
    expect(screen.getByTestId('cost').textContent).toMatch(/^57\s928,12\s₹$/);
  });

  it('in German: dotted dates and thousands', async () => {
    renderIn('de');
    expect(await screen.findByText('3.11.2026')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('1.234.567');
  });

  it("in English: India's conventions (day first, lakh grouping, whole rupees without decimals)", async () => {
    renderIn('en');
    expect(await screen.findByText('3/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('stock')).toHaveTextContent('12,34,567');
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,16,842');
    expect(screen.getByTestId('cost')).toHaveTextContent('₹57,928.12');
    expect(screen.getByTestId('empty')).toHaveTextContent('—');
  });
});
