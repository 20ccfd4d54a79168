import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { OrderAddress } from '@domain/orders/schemas';
import { getResource } from '@domain/resources';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { registerResourceLocation } from '../../../providers/resourceUrl';

/** A cart line as the cart base shows it: the variant's price now and the server's GST preview, minor units. */
export interface CartLine {
  id: number;
  variant_id: number;
  quantity: number;
  sku: string;
  barcode: string | null;
  title: string;
  unit_price: number;
  /** Off the line: its steal, its discounts and its share of the cart's (minor units). */
  discount: number;
  /** Pieces at a steal's price. */
  steal_units: number;
  net: number;
  tax_rate: number;
  tax: number;
}

/** A promotion the server applied to the cart and what it took off. */
export interface CartPromotion {
  source: 'discount' | 'steal';
  id: number;
  title: string;
  amount: number;
}

export interface Cart {
  id: number;
  customer_id: number;
  channel: 'admin' | 'offline';
  store_id: number | null;
  status: 'open' | 'placed' | 'abandoned';
  order_id: number | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  coupon_code: string | null;
  lines: CartLine[];
  totals: { subtotal: number; discount: number; tax: number; total: number; tax_inclusive: boolean };
  promotions: CartPromotion[];
  /** Why the typed coupon no longer applies (the cart is priced without it). */
  coupon_error: { key: string; params?: Record<string, unknown> } | null;
}

/**
 * The cart with its lines and the server's totals, read as a query of its own: react-admin keeps
 * the record a create answered (without lines) as the cart's getOne.
 */
export const useCart = (id: Identifier) => {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['carts', 'checkout', String(id)],
    queryFn: async () => (await dataProvider.getOne<Cart>('carts', { id: Number(id) })).data,
    // A cart that is not there (or not this staff member's to see) will not be there on a second try.
    retry: (failures, error) => failures < 3 && ((error as { status?: number }).status ?? 500) >= 500,
  });
};

/**
 * A cart's lines are a collection of their own on the cart base (`carts/<id>/lines/<variant id>`):
 * named as a resource location, react-admin's update reaches them as it reaches any record.
 */
const linesOf = (cartId: Identifier) => {
  const name = `carts/${cartId}/lines`;
  registerResourceLocation(name, { base: 'cart', apiPath: `${getResource('carts').apiPath}/${cartId}/lines` });
  return name;
};

/** Adding pieces (by variant, or by a scanned or typed code) and setting a line's quantity (0 takes it out). */
export const useCartLines = (cartId: Identifier) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return {
    add: (line: { code: string } | { variant_id: Identifier }) => dataProvider.action('carts', { id: cartId, name: 'lines', data: line }),
    setQuantity: (variantId: Identifier, quantity: number) =>
      dataProvider.update(linesOf(cartId), { id: variantId, data: { quantity }, previousData: { id: variantId } }),
  };
};

/** What placing sends besides the idempotency key. */
export interface PlaceInput {
  warehouse_id: Identifier;
  payment_method: string;
  /** Minor units, added to the total. */
  shipping?: number;
  credit_note_number?: string | null;
  /** A registered business's GSTIN for the invoice; none: the customer's. */
  buyer_gstin?: string | null;
}

export interface PlacedOrder {
  id: number;
  number: string;
}

/** `POST carts/<id>/place`: the same key twice answers the first order. */
export const usePlaceCart = (cartId: Identifier) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (key: string, input: PlaceInput) =>
    dataProvider.action<PlacedOrder>('carts', { id: cartId, name: 'place', data: { ...input, idempotency_key: key } }).then(({ data }) => data);
};

/** The server's messages by field, as the console shows them (already translated); none for a lost answer. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

export const fieldErrorOf = (error: unknown, field: string): string | undefined => fieldErrorsOf(error)[field];
