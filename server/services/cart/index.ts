import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerCartLines } from './cartLines';
import { registerCarts } from './carts';
import { registerPlacement } from './placement';
import { registerDiscounts } from '../promotions/discounts';
import { registerCoupons } from '../promotions/coupons';
import { registerCouponBatches } from '../promotions/couponBatches';
import { registerDiscountPreview } from '../promotions/discountPreview';

/** The cart base: admin checkout's carts, their lines, placing one as an order, and its discounts and coupons. */
export const cartService = async (app: FastifyInstance, context: ServiceContext) => {
  const { db } = context;
  registerCarts(app, db);
  registerCartLines(app, db);
  registerPlacement(app, db);
  registerDiscountPreview(app, db);
  registerDiscounts(app, db);
  registerCoupons(app, db);
  registerCouponBatches(app, context);
};
