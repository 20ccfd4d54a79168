import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, raffleEntries, raffles, variants } from '../schema';
import { drawOrder, newSeed, seedHash } from '../../services/product/raffles/draw';

const DAY = 86_400_000;

/**
 * Demo raffles: one open for entries (no seed committed yet), and one drawn last month whose draw the
 * verify button re-checks (its seed revealed, its winner's right used, the rest on the waiting list).
 */
export const seedRaffles = async (db: Database) => {
  const now = Date.now();
  const [variant] = await db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(1);
  const people = await db.select({ id: customers.id }).from(customers).where(eq(customers.status, 'active')).orderBy(asc(customers.id)).limit(20);
  if (!variant || people.length < 20) return;
  const [open] = await db
    .insert(raffles)
    .values({ name: 'Limited sneaker drop', variant_ids: [variant.id], entry_starts_at: new Date(now - DAY), entry_ends_at: new Date(now + 7 * DAY), winners: 2, purchase_hours: 48 })
    .returning();
  await db.insert(raffleEntries).values(people.slice(0, 8).map((person) => ({ raffle_id: open!.id, customer_id: person.id })));

  const seed = newSeed();
  const drawnAt = new Date(now - 20 * DAY);
  const [drawn] = await db
    .insert(raffles)
    .values({
      name: 'Heritage watch raffle',
      variant_ids: [variant.id],
      entry_starts_at: new Date(now - 35 * DAY),
      entry_ends_at: drawnAt,
      winners: 1,
      purchase_hours: 48,
      seed_hash: seedHash(seed),
      committed_at: new Date(now - 34 * DAY),
      seed,
      drawn_at: drawnAt,
      drawn_entries: 12,
    })
    .returning();
  const entries = await db
    .insert(raffleEntries)
    .values(people.slice(8, 20).map((person) => ({ raffle_id: drawn!.id, customer_id: person.id })))
    .returning({ id: raffleEntries.id });
  const order = drawOrder(seed, entries.map((entry) => entry.id));
  for (const [index, id] of order.entries())
    await db
      .update(raffleEntries)
      .set({ draw_position: index + 1, status: index === 0 ? 'purchased' : 'waiting', right_expires_at: index === 0 ? new Date(drawnAt.getTime() + 2 * DAY) : null })
      .where(eq(raffleEntries.id, id));
};
