import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { inTransaction } from '../transaction';
import { cartLines, carts, racks, shelves, variants, warehouses } from '../schema';
import { receive } from '../../services/product/stock/movements';

const ADDRESS = { line1: '1 MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' };
/** Carts inserted a statement at a time: a statement's parameters stay well under PostgreSQL's limit. */
const BATCH = 1000;

/**
 * `count` open carts of one piece each, on the first `variantCount` variants, stocked with `count` pieces
 * each (received through the ledger) on a shelf of a warehouse of their own, coded `code`: what load
 * benches and multi-process tests place.
 */
export const openStockedCarts = async (
  db: Database,
  { code, name, count, variantCount, customerId = null }: { code: string; name: string; count: number; variantCount: number; customerId?: number | null },
) => {
  const [warehouse] = await db.insert(warehouses).values({ name: `${name} ${code}`, code, state: 'Karnataka' }).returning();
  const [rack] = await db.insert(racks).values({ warehouse_id: warehouse!.id, code: 'R1' }).returning();
  const [shelf] = await db.insert(shelves).values({ rack_id: rack!.id, code: 'S1' }).returning();
  const stocked = await db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(variantCount);
  await inTransaction(db, async (tx) => {
    for (const variant of stocked)
      await receive(tx, { actor: null, documentType: 'inbound-documents', documentId: null }, { variantId: variant.id, shelfId: shelf!.id, warehouseId: warehouse!.id, quantity: count });
  });
  const address = { name, ...ADDRESS };
  const cartIds: number[] = [];
  for (let made = 0; made < count; made += BATCH) {
    const batch = await db
      .insert(carts)
      .values(Array.from({ length: Math.min(BATCH, count - made) }, () => ({ customer_id: customerId, shipping_address: address })))
      .returning({ id: carts.id });
    await db.insert(cartLines).values(batch.map((cart, index) => ({ cart_id: cart.id, variant_id: stocked[(made + index) % stocked.length]!.id, quantity: 1 })));
    cartIds.push(...batch.map((cart) => cart.id));
  }
  return { warehouseId: warehouse!.id, cartIds };
};
