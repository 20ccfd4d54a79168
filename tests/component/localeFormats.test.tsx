import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, memoryStore } from 'react-admin';
import { LocaleDateField } from '../../src/fields/LocaleDateField';
import { LocaleDateTimeInput } from '../../src/fields/LocaleDateTimeInput';
import { DATE_TIME_OPTIONS } from '../../src/i18n/dateTimeFormat';
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

const collection = { id: 7, published_from: '2025-12-31T13:00:00.000Z' };

const renderForm = (locale: string, onSubmit: (values: Record<string, unknown>) => void = () => undefined) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Form record={collection} onSubmit={onSubmit}>
        <span data-testid="shown">
          <LocaleDateField source="published_from" showTime />
        </span>
        <LocaleDateTimeInput source="published_from" label="From" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );

describe('a moment reads the same on its page and in its form', () => {
  it.each([
    ['en', /^\d{2}\/\d{2}\/2025, \d{1,2}:\d{2}\s?[ap]m$/],
    ['fr', /^\d{2}\/\d{2}\/2025 \d{2}:\d{2}$/],
    ['de', /^\d{2}\.\d{2}\.2025, \d{2}:\d{2}$/],
    ['pt', /^\d{2}\/\d{2}\/2025,? \d{2}:\d{2}$/],
  ])('in %s', async (locale, format) => {
    renderForm(locale);
    const input = await screen.findByLabelText('From');
    const shown = screen.getByTestId('shown').textContent!;
    expect(shown).toMatch(format);
    expect(input).toHaveValue(shown);
  });

  it("reads what the user types in the language's format, and refuses what is not a moment", async () => {
    const submitted = vi.fn();
    renderForm('en', submitted);
    const input = await screen.findByLabelText('From');
    fireEvent.change(input, { target: { value: '1/2/2026, 9:05 pm' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(new Date(2026, 1, 1, 21, 5).toLocaleString('en-IN', DATE_TIME_OPTIONS));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ published_from: new Date(2026, 1, 1, 21, 5).toISOString() });

    fireEvent.change(input, { target: { value: '31/02/2026, 9:05 pm' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter a date and time as 20\/11\/2026, 4:47\spm$/)).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
