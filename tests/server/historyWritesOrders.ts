import { ORDER_ACTIONS, ORDER_TRANSITIONS, type OrderAction } from '@domain/orders/states';
import { uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import type { TestServer } from './harness';
import type { WriteCase } from './historyWrites';
import { receiveStock, someVariants, warehouseWithShelves } from './stockApi';
import { ORDER_API, creditNoteOf, orderIn, payFor } from './orderApi';

/** The order and cart bases' write routes for the History walk (history.test.ts). */

const ORDERS = `${ORDER_API}/orders`;
const CREDIT_NOTES = `${ORDER_API}/credit-notes`;
const SHIPPING = { carrier: 'Delhivery', tracking_number: 'DL1' };

/** Each move from its first allowed status (offline for hand-over); refused from `cancelled`, which takes none. */
const moveCase = (action: OrderAction): WriteCase => {
  const transition = ORDER_TRANSITIONS[action];
  const from = transition.from[0];
  const channel = 'channels' in transition ? transition.channels[0] : 'admin';
  return {
    route: `POST ${ORDERS}/:id/${action}`,
    succeeds: async (server) => {
      const order = await orderIn(server, from, channel);
      return {
        call: { url: `${ORDERS}/${order.id}/${action}`, payload: SHIPPING },
        expect: () => ({ entity: 'orders', entity_id: order.id, action, changes: { status: [from, transition.to] }, partial: true }),
      };
    },
    fails: async (server) => ({ url: `${ORDERS}/${(await orderIn(server, 'cancelled', channel)).id}/${action}`, payload: SHIPPING }),
  };
};

export const orderWriteCases: WriteCase[] = [
  ...ORDER_ACTIONS.map(moveCase),
  {
    route: `POST ${ORDERS}/:id/notes`,
    succeeds: async (server) => {
      const order = await orderIn(server);
      return {
        call: { url: `${ORDERS}/${order.id}/notes`, payload: { note: 'Call before delivery' } },
        expect: () => ({ entity: 'orders', entity_id: order.id, action: 'note', changes: { note: [null, 'Call before delivery'] } }),
      };
    },
    fails: async (server) => ({ url: `${ORDERS}/${(await orderIn(server)).id}/notes`, payload: { note: '' } }),
  },
  {
    route: `POST ${ORDERS}/:id/payments`,
    succeeds: async (server) => {
      const order = await orderIn(server, 'shipped');
      return {
        call: { url: `${ORDERS}/${order.id}/payments`, payload: { amount: 100_000, method: 'cod' } },
        expect: () => ({ entity: 'orders', entity_id: order.id, action: 'payment', changes: { amount: [null, 100_000], method: [null, 'cod'] }, partial: true }),
      };
    },
    fails: async (server) => ({ url: `${ORDERS}/${(await orderIn(server)).id}/payments`, payload: { amount: 0, method: 'cash' } }),
  },
  {
    route: `POST ${ORDERS}/:id/refunds`,
    succeeds: async (server, token) => {
      const order = await orderIn(server, 'delivered');
      await payFor(server, token, order);
      const shown = (await server.request(token, { method: 'GET', url: `${ORDERS}/${order.id}` })).json() as { payments: { id: number }[] };
      return {
        call: { url: `${ORDERS}/${order.id}/refunds`, payload: { payment_id: shown.payments[0]!.id, amount: 5_000, reason: 'Price matched' } },
        expect: () => ({ entity: 'orders', entity_id: order.id, action: 'refund', changes: { amount: [null, 5_000], refunded: [0, 5_000] }, partial: true }),
      };
    },
    fails: async (server) => ({ url: `${ORDERS}/${(await orderIn(server)).id}/refunds`, payload: { payment_id: 1, amount: 0, reason: 'Price matched' } }),
  },
  {
    route: `POST ${CREDIT_NOTES}`,
    succeeds: async () => ({
      call: { url: CREDIT_NOTES, payload: { amount: 25_000, reason: 'Late delivery' } },
      expect: (answer) => ({ entity: 'credit-notes', entity_id: answer.id as number, action: 'create', changes: { amount: [null, 25_000], balance: [null, 25_000] }, partial: true }),
    }),
    fails: async () => ({ url: CREDIT_NOTES, payload: { amount: -5, reason: 'Late delivery' } }),
  },
  {
    route: `POST ${CREDIT_NOTES}/:id/redeem`,
    succeeds: async (server, token) => {
      const note = await creditNoteOf(server, token, 10_000);
      return {
        call: { url: `${CREDIT_NOTES}/${note.id}/redeem`, payload: { amount: 4_000 } },
        expect: () => ({ entity: 'credit-notes', entity_id: note.id, action: 'redeem', changes: { balance: [10_000, 6_000], status: ['issued', 'partly_redeemed'] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: `${CREDIT_NOTES}/${(await creditNoteOf(server, token, 10_000)).id}/redeem`, payload: { amount: 10_001 } }),
  },
  {
    route: `POST ${CREDIT_NOTES}/:id/void`,
    succeeds: async (server, token) => {
      const note = await creditNoteOf(server, token, 10_000);
      return {
        call: { url: `${CREDIT_NOTES}/${note.id}/void`, payload: { reason: 'Issued twice' } },
        expect: () => ({ entity: 'credit-notes', entity_id: note.id, action: 'void', changes: { status: ['issued', 'void'] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: `${CREDIT_NOTES}/${(await creditNoteOf(server, token, 10_000)).id}/void`, payload: {} }),
  },
];

const CARTS = '/svc/cart/carts';
const ADDRESS = { line1: '4, Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };

/** An open cart for a new customer, holding one piece of a seeded variant when `withLine`. */
const cartOf = async (server: TestServer, token: string, withLine: boolean) => {
  const customer = await createCustomerIn(server, token, newCustomer(uniqueWord('hc')));
  const cart = (await server.request(token, { method: 'POST', url: CARTS, payload: { customer_id: customer.id } })).json() as { id: number };
  const [variant] = await someVariants(server, token, 1);
  if (withLine) await server.request(token, { method: 'POST', url: `${CARTS}/${cart.id}/lines`, payload: { variant_id: variant!.id } });
  return { cart, customer, variant: variant! };
};

export const cartWriteCases: WriteCase[] = [
  {
    route: `POST ${CARTS}`,
    succeeds: async (server, token) => {
      const customer = await createCustomerIn(server, token, newCustomer(uniqueWord('hc')));
      return {
        call: { url: CARTS, payload: { customer_id: customer.id, shipping_address: ADDRESS } },
        expect: (answer) => ({ entity: 'carts', entity_id: answer.id as number, action: 'create', changes: { customer_id: [null, customer.id] }, partial: true }),
      };
    },
    fails: async () => ({ url: CARTS, payload: { customer_id: 1, coupon_code: 'FESTIVE' } }),
  },
  {
    route: `PUT ${CARTS}/:id`,
    succeeds: async (server, token) => {
      const { cart } = await cartOf(server, token, false);
      return {
        call: { url: `${CARTS}/${cart.id}`, payload: { shipping_address: ADDRESS } },
        expect: () => ({ entity: 'carts', entity_id: cart.id, action: 'update', changes: { shipping_address: [null, { ...ADDRESS, name: '', line2: '', country: 'IN', mobile: '' }] } }),
      };
    },
    fails: async (server, token) => ({ url: `${CARTS}/${(await cartOf(server, token, false)).cart.id}`, payload: { coupon_code: 'FESTIVE' } }),
  },
  {
    route: `POST ${CARTS}/:id/lines`,
    succeeds: async (server, token) => {
      const { cart, variant } = await cartOf(server, token, false);
      return {
        call: { url: `${CARTS}/${cart.id}/lines`, payload: { code: variant.sku, quantity: 2 } },
        expect: () => ({ entity: 'carts', entity_id: cart.id, action: 'add_line', changes: { quantity: [0, 2] } }),
      };
    },
    fails: async (server, token) => ({ url: `${CARTS}/${(await cartOf(server, token, false)).cart.id}/lines`, payload: { code: 'NO-SUCH-CODE' } }),
  },
  {
    route: `PUT ${CARTS}/:id/lines/:variantId`,
    succeeds: async (server, token) => {
      const { cart, variant } = await cartOf(server, token, true);
      return {
        call: { url: `${CARTS}/${cart.id}/lines/${variant.id}`, payload: { quantity: 3 } },
        expect: () => ({ entity: 'carts', entity_id: cart.id, action: 'set_line', changes: { quantity: [1, 3] } }),
      };
    },
    fails: async (server, token) => {
      const { cart, variant } = await cartOf(server, token, true);
      return { url: `${CARTS}/${cart.id}/lines/${variant.id}`, payload: { quantity: -1 } };
    },
  },
  {
    route: `POST ${CARTS}/:id/place`,
    succeeds: async (server, token) => {
      const { cart, variant } = await cartOf(server, token, true);
      const { warehouse, shelves } = await warehouseWithShelves(server, token, 1);
      await receiveStock(server, token, warehouse.id, [{ variant_id: variant.id, shelf_id: shelves[0]!.id, quantity: 1 }]);
      return {
        call: { url: `${CARTS}/${cart.id}/place`, payload: { idempotency_key: uniqueWord('history'), warehouse_id: warehouse.id } },
        expect: (answer) => ({ entity: 'orders', entity_id: answer.id as number, action: 'create', changes: { status: [null, 'placed'] }, partial: true }),
      };
    },
    fails: async (server, token) => {
      const { cart } = await cartOf(server, token, false);
      const { warehouse } = await warehouseWithShelves(server, token, 1);
      return { url: `${CARTS}/${cart.id}/place`, payload: { idempotency_key: uniqueWord('history'), warehouse_id: warehouse.id } };
    },
  },
];

export const returnWriteCases: WriteCase[] = [
  {
    route: `POST ${ORDERS}/:id/returns`,
    succeeds: async (server, token) => {
      const order = await orderIn(server, 'delivered');
      await payFor(server, token, order);
      const shown = (await server.request(token, { method: 'GET', url: `${ORDERS}/${order.id}` })).json() as { lines: { id: number }[] };
      return {
        call: { url: `${ORDERS}/${order.id}/returns`, payload: { lines: [{ line_id: shown.lines[0]!.id, quantity: 1 }], reason: 'Too big', refund_method: 'credit_note' } },
        expect: () => ({ entity: 'orders', entity_id: order.id, action: 'return', changes: { refund_method: [null, 'credit_note'] }, partial: true }),
      };
    },
    fails: async (server) => {
      const order = await orderIn(server, 'placed');
      return { url: `${ORDERS}/${order.id}/returns`, payload: { lines: [{ line_id: 1, quantity: 1 }], reason: 'Too big', refund_method: 'credit_note' } };
    },
  },
  {
    route: `POST ${ORDERS}/:id/exchanges`,
    succeeds: async (server, token) => {
      const { warehouse, shelves } = await warehouseWithShelves(server, token, 1);
      const [returned, sent] = await someVariants(server, token, 2);
      await receiveStock(server, token, warehouse.id, [{ variant_id: sent!.id, shelf_id: shelves[0]!.id, quantity: 1 }]);
      const order = await orderIn(server, 'delivered', 'admin', [{ variant_id: returned!.id, sku: returned!.sku, title: 'Kurta', unit_price: 100, quantity: 1 }]);
      const shown = (await server.request(token, { method: 'GET', url: `${ORDERS}/${order.id}` })).json() as { lines: { id: number }[] };
      return {
        call: { url: `${ORDERS}/${order.id}/exchanges`, payload: { line_id: shown.lines[0]!.id, quantity: 1, new_variant_id: sent!.id, warehouse_id: warehouse.id, reason: 'Wrong colour' } },
        expect: () => ({ entity: 'orders', entity_id: order.id, action: 'exchange', changes: { new_sku: [null, sent!.sku] }, partial: true }),
      };
    },
    fails: async (server) => {
      const order = await orderIn(server, 'placed');
      return { url: `${ORDERS}/${order.id}/exchanges`, payload: { line_id: 1, quantity: 1, new_variant_id: 1, warehouse_id: 1, reason: 'Wrong colour' } };
    },
  },
];
