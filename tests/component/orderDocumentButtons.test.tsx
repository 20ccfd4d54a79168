import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, RecordContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderDocumentButtons } from '../../src/resources/orders/OrderDocumentButtons';
import { savedDownloads } from './savedDownloads';

const asked: { path: string; language: string | null }[] = [];
const server = setupServer(
  http.get('*/svc/order/orders/:id/:document', ({ request, params }) => {
    asked.push({ path: `${String(params.id)}/${String(params.document)}`, language: request.headers.get('accept-language') });
    if (params.id === '9') return HttpResponse.json({ isSuccess: false, error: { code: 'forbidden', message: 'Not allowed' } }, { status: 403 });
    return new HttpResponse('%PDF-1.7 test', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${String(params.document)}-SO-0001234.pdf"` },
    });
  }),
);

const saved = savedDownloads();
const savedNames = () => saved.map((download) => download.name);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  asked.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderButtons = async (locale: 'en' | 'fr', id: number) => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <RecordContextProvider value={{ id }}>
        <OrderDocumentButtons />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
};

describe('OrderDocumentButtons', () => {
  it('downloads the invoice and the packing slip of the order in context, in the console’s language, under the server’s names', async () => {
    await renderButtons('fr', 7);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Facture' }));
    await waitFor(() => expect(savedNames()).toEqual(['invoice-SO-0001234.pdf']));
    await user.click(screen.getByRole('button', { name: 'Bordereau de colisage' }));
    await waitFor(() => expect(savedNames()).toEqual(['invoice-SO-0001234.pdf', 'packing-slip-SO-0001234.pdf']));
    expect(asked).toEqual([
      { path: '7/invoice', language: 'fr' },
      { path: '7/packing-slip', language: 'fr' },
    ]);
  });

  it('tells a refusal and saves nothing', async () => {
    await renderButtons('en', 9);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(savedNames()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeEnabled();
  });
});
