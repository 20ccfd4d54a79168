import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { raffleEntries, raffles } from '../../../db/schema';
import { HttpError, notFound, refusedAt } from '../../../http/errors';
import { recordChange } from '../../../history/recordChange';
import type { MessageKey } from '@domain/serverMessages';

export type Raffle = typeof raffles.$inferSelect;

/** A refusal by a raffle's state (422), at the field it names or on the whole raffle. */
export const refusedRaffle = (key: MessageKey, field = 'id') => refusedAt(422, 'rule', field, { key });
export const conflictRaffle = (key: MessageKey, field = 'id') => new HttpError(409, 'conflict', { key }, { [field]: { key } });

/** The raffle, locked for the transaction: every write to a raffle or its entries takes this first. */
export const lockRaffle = async (tx: Executor, id: number): Promise<Raffle> => {
  const [raffle] = await tx.select().from(raffles).where(eq(raffles.id, id)).for('update');
  if (!raffle) throw notFound();
  return raffle;
};

const HOUR_MS = 3_600_000;

/** When a right to buy given at `from` ends. */
export const rightEnds = (raffle: Pick<Raffle, 'purchase_hours'>, from: Date) => new Date(from.getTime() + raffle.purchase_hours * HOUR_MS);

/**
 * Winners whose right to buy lapsed by `now` are marked expired, and as many waiting entries as free
 * places move up in drawn order, each with a right to buy from `now`. Runs in the caller's
 * transaction, the raffle locked; records one History row on the raffle, by the staff member whose request found the lapse.
 */
export const settleRights = async (tx: Executor, raffle: Raffle, now: Date, actor: number | null) => {
  if (!raffle.drawn_at) return 0;
  const lapsed = await tx
    .update(raffleEntries)
    .set({ status: 'expired', updated_at: now })
    .where(and(eq(raffleEntries.raffle_id, raffle.id), eq(raffleEntries.status, 'winner'), sql`${raffleEntries.right_expires_at} <= ${now.toISOString()}`))
    .returning({ id: raffleEntries.id, right_expires_at: raffleEntries.right_expires_at });
  if (!lapsed.length) return 0;
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffle_id, raffle.id), inArray(raffleEntries.status, ['winner', 'purchased'])));
  const free = raffle.winners - Number(held?.count ?? 0);
  const next = free > 0
    ? await tx
        .select({ id: raffleEntries.id })
        .from(raffleEntries)
        .where(and(eq(raffleEntries.raffle_id, raffle.id), eq(raffleEntries.status, 'waiting')))
        .orderBy(asc(raffleEntries.draw_position))
        .limit(free)
    : [];
  const until = rightEnds(raffle, now);
  if (next.length)
    await tx
      .update(raffleEntries)
      .set({ status: 'winner', right_expires_at: until, updated_at: now })
      .where(inArray(raffleEntries.id, next.map((row) => row.id)));
  // One row on the raffle per settling: which entries lapsed and which moved up.
  await recordChange(tx, actor, 'raffles', raffle.id, { lapsed_entries: null, moved_up_entries: null }, {
    lapsed_entries: lapsed.map((row) => row.id),
    moved_up_entries: next.map((row) => row.id),
  }, 'settle');
  return next.length;
};
