import { afterEach, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderSideFacts } from '../../src/resources/orders/OrderFacts';

const address = { name: 'Priya Mukherjee', line1: '12, MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' };
const order = { id: 3000, number: 'SO-0003000', status: 'delivered', payment_status: 'paid', payment_method: 'cod', paid: 29_599_600, refunded: 0, credited: 0, shipping_address: address, billing_address: address };

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const renderFacts = async (locale: 'en' | 'fr') => {
  await i18nProvider.changeLocale(locale);
  await act(async () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
          <ResourceContextProvider value="orders">
            <RecordContextProvider value={order}>
              <OrderSideFacts />
            </RecordContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
};

it('writes the country of an order’s addresses by its name in the reader’s language, not its code', async () => {
  await renderFacts('fr');
  const [shipping] = document.querySelectorAll('address');
  expect(within(shipping as HTMLElement).getByText('Inde')).toBeVisible();
  expect(within(shipping as HTMLElement).queryByText('IN')).toBeNull();
});

it('names it in English too', async () => {
  await renderFacts('en');
  expect(screen.getAllByText('India')).toHaveLength(2);
});
