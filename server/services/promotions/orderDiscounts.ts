import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDiscounts } from '../../db/schema';
import type { CartPrice } from './cartPricing';

/** The order's discount lines as placed: one per promotion applied, with the coupon's code on its discount's line. */
export const orderDiscountRows = async (tx: Executor, orderId: number, price: CartPrice) => {
  const rows = price.priced.applied.map((one) => ({
    order_id: orderId,
    source: one.source,
    source_id: one.id,
    title: one.title,
    coupon_code: one.source === 'discount' && price.coupon?.discount_id === one.id ? price.coupon.code : null,
    amount: one.amount,
  }));
  if (rows.length) await tx.insert(orderDiscounts).values(rows);
};

export const discountLinesOf = (tx: Executor, orderId: number) =>
  tx
    .select({ source: orderDiscounts.source, source_id: orderDiscounts.source_id, title: orderDiscounts.title, coupon_code: orderDiscounts.coupon_code, amount: orderDiscounts.amount })
    .from(orderDiscounts)
    .where(eq(orderDiscounts.order_id, orderId))
    .orderBy(asc(orderDiscounts.id));
