import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { coupons, discounts, stealVariants, steals, variants } from '../schema';

/**
 * Demo promotions that change no checkout until staff turn them on: discounts that apply only through
 * their coupons, and steals whose windows have ended or not begun.
 */
export const seedPromotions = async (db: Database) => {
  const [festive, welcome, threeForTwo] = await db
    .insert(discounts)
    .values([
      { title: 'Festive 10 % off', kind: 'percentage', value: 1000, priority: 1, combines: false },
      { title: '₹500 off orders over ₹5,000', kind: 'fixed', value: 50_000, min_order_value: 500_000, priority: 2, combines: true, eligibility: 'first_order' },
      { title: 'Buy 2, get 1 free', kind: 'buy_x_get_y', value: 10_000, buy_quantity: 2, get_quantity: 1, priority: 3, is_active: false },
    ])
    .returning({ id: discounts.id });
  await db.insert(coupons).values([
    { code: 'SEASON10', discount_id: festive!.id, usage_limit: 500 },
    { code: 'WELCOME500', discount_id: welcome!.id, per_customer_limit: 1 },
    { code: 'THREEFORTWO', discount_id: threeForTwo!.id, is_active: false },
  ]);
  const day = 86_400_000;
  const now = Date.now();
  const [ended, upcoming] = await db
    .insert(steals)
    .values([
      { title: 'Monsoon steal', starts_at: new Date(now - 30 * day), ends_at: new Date(now - 28 * day) },
      { title: 'New year steal', starts_at: new Date(now + 30 * day), ends_at: new Date(now + 31 * day) },
    ])
    .returning({ id: steals.id });
  const picked = await db.select({ id: variants.id, price: variants.price }).from(variants).orderBy(asc(variants.id)).limit(4).offset(40);
  await db.insert(stealVariants).values(
    picked.map((variant, index) => ({
      steal_id: index % 2 ? upcoming!.id : ended!.id,
      variant_id: variant.id,
      price: Math.floor((variant.price * 7) / 10),
      quantity_cap: 5,
      sold: index % 2 ? 0 : 2,
    })),
  );
};
