import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ReverseDocumentButton } from '../../src/screens/stock/ReverseDocumentButton';

const asked: string[] = [];
const server = setupServer(
  http.post('*/svc/product/inbound-documents/:id/reverse', ({ params }) => {
    asked.push(String(params.id));
    if (params.id === '9') {
      return HttpResponse.json(
        { isSuccess: false, error: { code: 'conflict', message: 'Seulement 1 disponible(s)', i18n: { message: { key: 'server.stock_short', params: { available: 1 } } } } },
        { status: 409 },
      );
    }
    return HttpResponse.json({ id: Number(params.id), status: 'reversed', reversal_document_id: 12 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  asked.length = 0;
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderButton = async (locale: 'en' | 'fr', id: number, onReversed: () => void) => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ReverseDocumentButton resource="inbound-documents" id={id} onReversed={onReversed} />
      <Notification />
    </AdminContext>,
  );
};

describe('ReverseDocumentButton', () => {
  it('asks first, then reverses the document and names the reversal', async () => {
    const onReversed = vi.fn();
    await renderButton('en', 7, onReversed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reverse document #7?');
    expect(asked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Document reversed by #12')).toBeVisible();
    expect(asked).toEqual(['7']);
    expect(onReversed).toHaveBeenCalledOnce();
  });

  it('sends nothing when cancelled, and shows the refusal of a reversal the stock no longer allows', async () => {
    const onReversed = vi.fn();
    await renderButton('fr', 9, onReversed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Contre-passer' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Contre-passer le document n° 9 ?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Contre-passer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Contre-passer' }));
    expect(await screen.findByText('Seulement 1 disponible(s)')).toBeVisible();
    expect(asked).toEqual(['9']);
    expect(onReversed).not.toHaveBeenCalled();
  });
});
