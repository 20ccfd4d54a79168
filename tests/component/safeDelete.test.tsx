import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { SafeDeleteButton } from '../../src/resources/taxonomy/SafeDeleteButton';

/** The server's refusal of a replacement that is gone (server/services/product/taxonomy/usage.ts). */
const replacementGone = {
  isSuccess: false,
  error: {
    code: 'invalid_replacement',
    message: 'The replacement does not exist',
    fields: { replacement_id: 'The replacement does not exist' },
    i18n: { message: { key: 'server.replacement_missing' }, fields: { replacement_id: { key: 'server.replacement_missing' } } },
  },
};

const replaced: unknown[] = [];
const server = setupServer(
  http.get('*/svc/product/brands/3/usage', () => HttpResponse.json({ id: 3, usage: { products: 2 } })),
  http.get('*/svc/product/brands', () =>
    HttpResponse.json([{ id: 4, name: 'Ekaya' }], { headers: { 'Content-Range': 'brands 0-0/1' } }),
  ),
  http.post('*/svc/product/brands/3/replace', async ({ request }) => {
    replaced.push(await request.json());
    return HttpResponse.json(replacementGone, { status: 422 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

describe('deleting a taxonomy record in use', () => {
  it('tells what uses it, sends the replacement through the dataProvider and shows the refusal at the field, in French', async () => {
    await i18nProvider.changeLocale('fr');
    const { unmount } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <ResourceContextProvider value="brands">
          <RecordContextProvider value={{ id: 3, name: 'Sabyasachi' }}>
            <SafeDeleteButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 produits')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: /Remplaçant/ }));
    await user.click(await screen.findByRole('option', { name: 'Ekaya' }));
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer et supprimer' }));
    expect(await within(dialog).findByText('Le remplaçant n\'existe pas')).toBeVisible();
    expect(replaced).toEqual([{ replacement_id: 4 }]);
    // Gone before the language changes back: a re-render would have the reference input schedule work
    // that could outlive the file's jsdom.
    unmount();
  });
});
