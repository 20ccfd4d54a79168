import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import type { OrderChannel, OrderStatus } from '@domain/orders/states';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { OrderActions } from '../../src/resources/orders/OrderActions';

const posted: { path: string; body: unknown }[] = [];
let answer: () => Response = () => HttpResponse.json({ id: 5 });

/** The 409 the server answers a move the order cannot take (server/services/order/orderMoves.ts). */
const refused = {
  isSuccess: false,
  error: {
    code: 'illegal_move',
    message: 'An order that is shipped cannot take “Cancel”. Allowed now: Deliver',
    i18n: {
      message: {
        key: 'server.order_move_refused',
        params: { status: { key: 'server.order_status_shipped' }, action: { key: 'server.order_action_cancel' }, allowed: [{ key: 'server.order_action_deliver' }] },
      },
    },
  },
};

const server = setupServer(
  http.post('*/svc/order/orders/5/:name', async ({ request, params }) => {
    posted.push({ path: String(params.name), body: await request.json() });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  posted.length = 0;
  answer = () => HttpResponse.json({ id: 5 });
  await i18nProvider.changeLocale('en');
});
afterAll(() => server.close());

const renderActions = async (status: OrderStatus, channel: OrderChannel = 'web', locale: 'en' | 'fr' = 'en') => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={{ id: 5, number: 'SO-0001005', status, channel, lines: [], events: [] }}>
          <OrderActions />
          <Notification />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
};

/** The toolbar's buttons that are not moves: the order's documents, and after-sales once its goods left. */
const DOCUMENTS = ['Invoice', 'Packing slip'];
const AFTER_SALES = ['Return', 'Exchange'];

/** The buttons shown, in order (the layout switch is a link). */
const buttons = async () => {
  await screen.findByRole('link', { name: /view/i });
  return screen.queryAllByRole('button').map((button) => button.textContent ?? '');
};

/** The move buttons shown, in order. */
const offered = async () => (await buttons()).filter((name) => !DOCUMENTS.includes(name) && !AFTER_SALES.includes(name));

describe('the order view’s move buttons', () => {
  it.each<[OrderStatus, OrderChannel, string[]]>([
    ['placed', 'web', ['Confirm', 'Cancel order']],
    ['confirmed', 'mobile', ['Pick', 'Cancel order']],
    ['picked', 'admin', ['Pack', 'Cancel order']],
    ['packed', 'web', ['Ship', 'Cancel order']],
    ['shipped', 'web', ['Deliver']],
    ['delivered', 'web', []],
    ['cancelled', 'admin', []],
    ['placed', 'offline', ['Confirm', 'Hand over', 'Cancel order']],
    ['packed', 'offline', ['Ship', 'Hand over', 'Cancel order']],
  ])('offers an order %s on channel %s only the moves the state machine allows', async (status, channel, moves) => {
    await renderActions(status, channel);
    expect(await offered()).toEqual(moves);
  });

  it.each<[OrderStatus, string[]]>([
    ['packed', DOCUMENTS],
    ['shipped', [...DOCUMENTS, ...AFTER_SALES]],
    ['delivered', [...DOCUMENTS, ...AFTER_SALES]],
  ])('offers an order %s its documents, and a return or an exchange only once its goods left', async (status, others) => {
    await renderActions(status);
    const shown = await buttons();
    expect(shown.slice(-others.length)).toEqual(others);
    expect(shown.filter((name) => AFTER_SALES.includes(name))).toEqual(others.filter((name) => AFTER_SALES.includes(name)));
  });

  it('posts a move to the order and tells the new status', async () => {
    await renderActions('confirmed');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pick' }));
    expect(await screen.findByText('Order SO-0001005 is now picked')).toBeVisible();
    expect(posted).toEqual([{ path: 'pick', body: {} }]);
  });

  it('asks before cancelling, and shows the server’s refusal in the staff member’s language', async () => {
    answer = () => HttpResponse.json(refused, { status: 409 });
    await renderActions('placed', 'web', 'fr');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Annuler la commande SO-0001005 ?')).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(await screen.findByText('Une commande expédiée ne peut pas recevoir « Annuler ». Possible maintenant : Livrer')).toBeVisible();
    expect(posted).toEqual([{ path: 'cancel', body: {} }]);
  });

  it('ships only with a carrier and a tracking number, checked at their fields', async () => {
    await renderActions('packed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Name the carrier')).toBeVisible();
    expect(within(dialog).getByText('Enter the tracking number')).toBeVisible();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'Blue Dart');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'BD123456789IN');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Order SO-0001005 is now shipped')).toBeVisible();
    expect(posted).toEqual([{ path: 'ship', body: { carrier: 'Blue Dart', tracking_number: 'BD123456789IN' } }]);
  });
});
