import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { cartSchema } from '@domain/orders/cart';
import { DEFAULT_TAX_POLICY } from '@domain/orders/tax';
import { orderTotals } from '@domain/orders/totals';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { cartLines, carts, products, variants } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { conflict } from '../../http/errors';

interface CartLineView {
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

/** A preview of the totals the server will charge (placement prices again, in its transaction): each line's GST and the cart's. */
const withTotals = async (rows: Record<string, unknown>[]) =>
  rows.map((row) => {
    const cartLinesOf = (row.lines as CartLineView[] | undefined) ?? [];
    const policy = DEFAULT_TAX_POLICY;
    const totals = orderTotals({
      lines: cartLinesOf.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
      policy,
      intraState: true,
    });
    const lines = cartLinesOf.map((line, index) => {
      const priced = totals.lines[index]!;
      return { ...line, gross: priced.gross, net: priced.net, tax_rate: priced.rate, tax: priced.tax };
    });
    return row.lines ? { ...row, lines, totals: { subtotal: totals.subtotal, tax: totals.tax, total: totals.total, tax_inclusive: policy.inclusive } } : row;
  });

/** Carts of admin checkout: create for a customer, addresses, read with lines and a totals preview. */
export const registerCarts = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('carts'),
    table: carts,
    createSchema: cartSchema,
    routes: ['list', 'show', 'create', 'update'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    detailColumns: { lines },
    completeRows: withTotals,
    // A placed cart is its order's record of what was bought and where it went: changed no more.
    beforeWrite: async (_tx, values, existing) => {
      if (existing && existing.status !== 'open') throw conflict({ key: 'server.cart_not_open' });
      return values;
    },
  });
};
