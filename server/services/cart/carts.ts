import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { cartSchema } from '@domain/orders/cart';
import { DEFAULT_TAX_POLICY } from '@domain/orders/tax';
import { orderTotals } from '@domain/orders/totals';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { cartLines, carts, products, variants } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { HttpError, conflict } from '../../http/errors';
import { priceCartLines, type CartPrice } from '../promotions/cartPricing';

interface CartLineView {
  variant_id: number;
  unit_price: number;
  quantity: number;
}

/** The cart's lines with what the variant sells at now, in the order they were added. */
const lines = sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${cartLines.id}, 'variant_id', ${cartLines.variant_id}, 'quantity', ${cartLines.quantity},
    'sku', ${variants.sku}, 'barcode', ${variants.barcode}, 'unit_price', ${variants.price}, 'title', ${products.title}
  ) order by ${cartLines.id}), '[]'::json)
  from ${cartLines} join ${variants} on ${variants.id} = ${cartLines.variant_id} join ${products} on ${products.id} = ${variants.product_id}
  where ${cartLines.cart_id} = ${carts.id})`;

/** The cart's promotions now; a coupon refused since it was typed is priced without, its refusal told beside the totals. */
const promotionsOf = async (db: Executor, row: Record<string, unknown>, cartLinesOf: CartLineView[]) => {
  const options = { customerId: (row.customer_id as number | null) ?? null, couponCode: row.coupon_code as string | null };
  try {
    return { price: await priceCartLines(db, cartLinesOf, options), couponError: undefined };
  } catch (error) {
    if (!(error instanceof HttpError) || !options.couponCode) throw error;
    return { price: await priceCartLines(db, cartLinesOf, { ...options, couponCode: null }), couponError: error.summary };
  }
};

/** A preview of the totals the server will charge (placement prices again, in its transaction): each line's discount and GST, and the cart's. */
const withTotals = (db: Database) => async (rows: Record<string, unknown>[]) =>
  Promise.all(
    rows.map(async (row) => {
      if (!row.lines) return row;
      const cartLinesOf = row.lines as CartLineView[];
      const { price, couponError } = await promotionsOf(db, row, cartLinesOf);
      const policy = DEFAULT_TAX_POLICY;
      const totals = orderTotals({
        lines: cartLinesOf.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
        lineDiscounts: price.priced.lines.map((line) => line.discount),
        policy,
        intraState: true,
      });
      const lines = cartLinesOf.map((line, index) => {
        const priced = totals.lines[index]!;
        const promoted = price.priced.lines[index]!;
        return { ...line, gross: priced.gross, discount: priced.discount, steal_units: promoted.stealUnits, net: priced.net, tax_rate: priced.rate, tax: priced.tax };
      });
      return {
        ...row,
        lines,
        totals: { subtotal: totals.subtotal, discount: totals.discount, tax: totals.tax, total: totals.total, tax_inclusive: policy.inclusive },
        promotions: price.priced.applied,
        coupon_error: couponError ?? null,
      };
    }),
  );

/** A coupon typed on the cart: usable now, and (once the cart has lines) one that applies to them. */
const checkCoupon = async (tx: Executor, values: Record<string, unknown>, existing: Record<string, unknown> | undefined): Promise<CartPrice | undefined> => {
  if (!values.coupon_code || values.coupon_code === existing?.coupon_code) return undefined;
  const held = existing ? await tx.select({ variant_id: cartLines.variant_id, quantity: cartLines.quantity, unit_price: variants.price }).from(cartLines).innerJoin(variants, eq(variants.id, cartLines.variant_id)).where(eq(cartLines.cart_id, existing.id as number)) : [];
  const customerId = ((values.customer_id ?? existing?.customer_id) as number | null | undefined) ?? null;
  const price = await priceCartLines(tx, held, { customerId, couponCode: values.coupon_code as string, checkApplies: held.length > 0 });
  return price;
};

/** Carts of admin checkout: create for a customer, addresses, a coupon, read with lines, promotions and a totals preview. */
export const registerCarts = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('carts'),
    table: carts,
    createSchema: cartSchema,
    routes: ['list', 'show', 'create', 'update'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    detailColumns: { lines },
    completeRows: withTotals(db),
    // A placed cart is its order's record of what was bought and where it went: changed no more.
    beforeWrite: async (tx, values, existing) => {
      if (existing && existing.status !== 'open') throw conflict({ key: 'server.cart_not_open' });
      await checkCoupon(tx, values, existing);
      return values;
    },
  });
};
