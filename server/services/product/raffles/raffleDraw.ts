import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { noInputSchema, raffleStatus } from '@domain/raffles';
import { getResource } from '@domain/resources';
import type { Database, Transaction } from '../../../db/client';
import { raffleEntries, raffleSeeds, raffles } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { staffOf } from '../../../auth/access';
import { pathId } from '../../../http/pathId';
import { notFound } from '../../../http/errors';
import { recordChange } from '../../../history/recordChange';
import { drawOrder, newSeed, seedHash } from './draw';
import { conflictRaffle, lockRaffle, refusedRaffle, rightEnds, settleRights, type Raffle } from './raffleRecord';
import { idParams } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

/** What `verifyRaffle` answers. */
const verification = z.object({
  seed: z.string(),
  seed_hash: z.string().nullable(),
  hash_matches: z.boolean(),
  order_matches: z.boolean(),
  verified: z.boolean(),
  entries: z.number().int(),
  winners: z.array(z.number().int()).describe('the winning entry ids, recomputed from the seed'),
});

/** The drawn order as the entries record it: ids by draw position. */
const recordedOrder = async (db: Database | Transaction, raffleId: number) =>
  (
    await db
      .select({ id: raffleEntries.id })
      .from(raffleEntries)
      .where(eq(raffleEntries.raffle_id, raffleId))
      .orderBy(asc(raffleEntries.draw_position), asc(raffleEntries.id))
  ).map((row) => row.id);

/** Recomputes a drawn raffle from its seed and its entries, and compares with what was recorded. */
export const verifyRaffle = async (db: Database | Transaction, raffle: Raffle) => {
  const recorded = await recordedOrder(db, raffle.id);
  const seed = raffle.seed ?? '';
  const recomputed = drawOrder(seed, recorded);
  const hashMatches = seedHash(seed) === raffle.seed_hash;
  const orderMatches = recomputed.length === recorded.length && recomputed.every((id, index) => id === recorded[index]);
  return {
    seed,
    seed_hash: raffle.seed_hash,
    hash_matches: hashMatches,
    order_matches: orderMatches,
    verified: hashMatches && orderMatches,
    entries: recorded.length,
    winners: recomputed.slice(0, raffle.winners),
  };
};

/**
 * The raffle's draw, in steps that each run once: commit a seed (its SHA-256 published, the seed kept
 * apart and out of History), close the entries, draw (every entry's place from the seed, the first
 * `winners` with a right to buy; the seed revealed and recorded), verify (recompute and compare),
 * settle lapsed rights (the next drawn entries move up).
 */
export const registerRaffleDrawRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('raffles');
  const path = `/${resource.apiPath}/:id`;
  const access = (action: 'edit' | 'show') => ({ config: { access: { module: resource.module, action } } });
  /** A draw step: no body, the raffle as it is after it. */
  const step = (summary: string) => ({ ...access('edit'), schema: { summary, params: idParams, body: noInputSchema.optional(), response: { 200: rowSchema(raffles) } } });

  /** A raffle write: no body, the raffle locked, one History row named `action` with what changed. */
  const write = (request: FastifyRequest, action: string, change: (tx: Transaction, raffle: Raffle, now: Date) => Promise<void>) => {
    const id = pathId(request.params);
    noInputSchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    return inTransaction(db, async (tx) => {
      const before = await lockRaffle(tx, id);
      const now = new Date();
      await change(tx, before, now);
      const [after] = await tx.select().from(raffles).where(eq(raffles.id, id));
      await recordChange(tx, actor, resource.name, id, before, after, action);
      return after;
    });
  };

  app.post(`${path}/commit`, step('Commit a secret seed: its SHA-256 is published'), async (request) =>
    write(request, 'commit', async (tx, raffle, now) => {
      if (raffle.seed_hash) throw conflictRaffle('server.raffle_already_committed');
      if (now >= raffle.entry_ends_at) throw refusedRaffle('server.raffle_commit_too_late');
      const seed = newSeed();
      await tx.insert(raffleSeeds).values({ raffle_id: raffle.id, seed });
      await tx.update(raffles).set({ seed_hash: seedHash(seed), committed_at: now, updated_at: now }).where(eq(raffles.id, raffle.id));
    }),
  );

  // Closing early: the entry window ends now (it cannot be edited once the seed is committed).
  app.post(`${path}/close`, step('Close the entries now'), async (request) =>
    write(request, 'close', async (tx, raffle, now) => {
      if (raffle.drawn_at) throw conflictRaffle('server.raffle_already_drawn');
      if (!raffle.seed_hash) throw refusedRaffle('server.raffle_not_committed');
      if (raffleStatus(raffle, now) === 'closed') throw conflictRaffle('server.raffle_already_closed');
      const startsAt = raffle.entry_starts_at < now ? raffle.entry_starts_at : new Date(now.getTime() - 1);
      await tx.update(raffles).set({ entry_starts_at: startsAt, entry_ends_at: now, updated_at: now }).where(eq(raffles.id, raffle.id));
    }),
  );

  app.post(`${path}/draw`, step('Draw: every entry\'s place from the seed, which is revealed'), async (request) =>
    write(request, 'draw', async (tx, raffle, now) => {
      // The raffle row is locked: a second draw, even a concurrent one, waits here and then finds it drawn.
      if (raffle.drawn_at) throw conflictRaffle('server.raffle_already_drawn');
      if (!raffle.seed_hash) throw refusedRaffle('server.raffle_not_committed');
      if (now < raffle.entry_ends_at) throw refusedRaffle('server.raffle_still_open');
      const [secret] = await tx.select().from(raffleSeeds).where(eq(raffleSeeds.raffle_id, raffle.id));
      const ids = await recordedOrder(tx, raffle.id);
      if (!secret || !ids.length) throw refusedRaffle('server.raffle_no_entries');
      const order = drawOrder(secret.seed, ids);
      const until = rightEnds(raffle, now);
      const places = order.map((id, index) => ({ id, position: index + 1, status: index < raffle.winners ? 'winner' : 'waiting' }));
      await tx.execute(sql`
        update raffle_entries e
        set draw_position = v.position, status = v.status,
            right_expires_at = case when v.status = 'winner' then ${until.toISOString()}::timestamptz end, updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as v(id int, position int, status text)
        where e.id = v.id and e.raffle_id = ${raffle.id}`);
      await tx.delete(raffleSeeds).where(eq(raffleSeeds.raffle_id, raffle.id));
      await tx
        .update(raffles)
        .set({ seed: secret.seed, drawn_at: now, drawn_by: staffOf(request).id, drawn_entries: ids.length, updated_at: now })
        .where(eq(raffles.id, raffle.id));
    }),
  );

  app.get(`${path}/verify`, { ...access('show'), schema: { summary: 'Recompute a drawn raffle from its seed and compare', params: idParams, response: { 200: verification } } }, async (request) => {
    const [raffle] = await db.select().from(raffles).where(eq(raffles.id, pathId(request.params)));
    if (!raffle) throw notFound();
    if (!raffle.drawn_at) throw conflictRaffle('server.raffle_not_drawn');
    return verifyRaffle(db, raffle);
  });

  // The check a job or a screen makes: lapsed rights expire and the next drawn entries move up.
  app.post(`${path}/settle`, { ...access('edit'), schema: { summary: 'Expire lapsed rights to buy; the next drawn entries move up', params: idParams, body: noInputSchema.optional(), response: { 200: z.object({ moved_up: z.number().int() }) } } }, async (request) => {
    const id = pathId(request.params);
    noInputSchema.parse(request.body ?? {});
    return inTransaction(db, async (tx) => ({ moved_up: await settleRights(tx, await lockRaffle(tx, id), new Date(), staffOf(request).id) }));
  });
};
