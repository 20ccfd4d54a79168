import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { BranchProductsCount } from '../../src/resources/categories/BranchProductsCount';
import { i18nProvider } from '../../src/providers/i18nProvider';

const renderIn = async (locale: 'en' | 'fr', record: { products_count: number; own_products_count: number }) => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <span data-testid="count">
          <BranchProductsCount />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );
};

afterEach(() => i18nProvider.changeLocale('en'));

describe("a category's products in the tree", () => {
  it('shows the whole branch, and how many are filed in the category itself', async () => {
    await renderIn('en', { products_count: 1234, own_products_count: 12 });
    expect(await screen.findByText('1,234 (12 here)')).toBeInTheDocument();
  });

  it('shows one number when every product is filed directly', async () => {
    await renderIn('en', { products_count: 7, own_products_count: 7 });
    expect(await screen.findByTestId('count')).toHaveTextContent(/^7$/);
  });

  it('in French', async () => {
    await renderIn('fr', { products_count: 1234, own_products_count: 0 });
    expect((await screen.findByTestId('count')).textContent).toMatch(/^1\s234 \(dont 0 ici\)$/);
  });
});
