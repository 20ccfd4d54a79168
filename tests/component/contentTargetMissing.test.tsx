import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ContentCreate } from '../../src/resources/contents/ContentForms';

/** The body the server answers content naming a product that went (server/services/cms/contents.ts). */
const productMissing = {
  isSuccess: false,
  error: {
    code: 'invalid_input',
    message: "Ce produit n'existe pas",
    fields: { product_id: "Ce produit n'existe pas" },
    i18n: { message: { key: 'server.product_missing' }, fields: { product_id: { key: 'server.product_missing' } } },
  },
};

const server = setupServer(
  http.get('*/svc/product/products', () => HttpResponse.json([{ id: 41, title: 'Silk saree' }], { headers: { 'Content-Range': 'products 0-0/1' } })),
  http.post('*/svc/cms/contents', () => HttpResponse.json(productMissing, { status: 400 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Gone before the language changes back: a re-render would have the product input schedule work
  // that could outlive the file's jsdom (unmounting cancels its debounced search).
  cleanup();
  server.resetHandlers();
  window.history.pushState({}, '', '/');
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

it('shows a product refused by the server at the product field of a new content item, in French', async () => {
  await i18nProvider.changeLocale('fr');
  window.history.pushState({}, '', `/#/contents/create?source=${encodeURIComponent(JSON.stringify({ section_id: 3, type: 'product' }))}`);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
      <ResourceContextProvider value="contents">
        <ContentCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  const user = userEvent.setup();
  const product = await screen.findByRole('combobox', { name: /Produit/ });
  await user.click(product);
  await user.click(await screen.findByRole('option', { name: 'Silk saree' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText("Ce produit n'existe pas")).toBeVisible();
  expect(screen.getByRole('combobox', { name: /Produit/ })).toHaveAttribute('aria-invalid', 'true');
});
