import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { shortTimersRun } from '../setup/shortTimers';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import ProductCreate from '../../src/resources/products/ProductCreate';

/** The body the server answers a duplicate slug with (server/http/errors.ts, unique violation). */
const slugTaken = {
  isSuccess: false,
  error: {
    code: 'conflict',
    message: 'This slug is already in use',
    fields: { slug: 'This slug is already in use' },
    i18n: { message: { key: 'server.slug_taken' }, fields: { slug: { key: 'server.slug_taken' } } },
  },
};

const emptyList = (resource: string) => () => HttpResponse.json([], { headers: { 'Content-Range': `${resource} */0` } });

const server = setupServer(
  http.get('*/svc/product/brands', emptyList('brands')),
  http.get('*/svc/product/designers', emptyList('designers')),
  http.get('*/svc/product/categories', emptyList('categories')),
  http.get('*/svc/product/attributes', emptyList('attributes')),
  http.post('*/svc/product/products', () => HttpResponse.json(slugTaken, { status: 409 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderProductCreate = (locale: 'en' | 'fr') =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="products">
        <ProductCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );

const createProductIn = async (locale: 'en' | 'fr', { title, save }: { title: RegExp; save: string }) => {
  await i18nProvider.changeLocale(locale);
  renderProductCreate(locale);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: title }), 'Silk saree');
  await user.click(screen.getByRole('button', { name: save }));
};

describe('a new product form', () => {
  // The attribute rows' input, given no rows, set its own empty list after the first edit, and
  // react-hook-form's field-array update then forgot which fields had been edited: Save went disabled
  // with the fields filled (in e2e, for good, when that came after the last field was filled).
  it('keeps Save enabled once a field is filled in one input event', async () => {
    renderProductCreate('en');
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Silk saree' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    // The rows' input's own update came from its effects, after the edit's render.
    await act(shortTimersRun);
    expect(save).toBeEnabled();
  });
});

describe('a server refusal at a field', () => {
  it('shows the duplicate slug of a new product at the slug field, in French', async () => {
    await createProductIn('fr', { title: /Titre/, save: 'Enregistrer' });
    expect(await screen.findByText('Ce slug est déjà utilisé')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /slug/i })).toHaveAttribute('aria-invalid', 'true');
  });

  // English starts without the server's messages; the first error loads them (serverMessagesReady).
  it('shows it in English too', async () => {
    await createProductIn('en', { title: /Title/, save: 'Save' });
    expect(await screen.findByText('This slug is already in use')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /slug/i })).toHaveAttribute('aria-invalid', 'true');
  });
});
