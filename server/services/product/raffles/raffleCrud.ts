import type { FastifyInstance } from 'fastify';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RAFFLE_STATUSES, raffleSchema } from '@domain/raffles';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../../db/client';
import { raffles, variants } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { registerCrud } from '../../../http/crud';
import { staffOf } from '../../../auth/access';
import { refusedAt } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { registerHistoryRoute } from '../../../history/historyRoute';
import { conflictRaffle, lockRaffle, settleRights } from './raffleRecord';
import { idParams } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

type Row = Record<string, unknown>;

const sameMoment = (a: unknown, b: unknown) => new Date(a as string).getTime() === new Date(b as string).getTime();

/** Variants named by id must exist (the ids are an array, not a foreign key). */
const refuseMissingVariants = async (tx: Executor, ids: number[]) => {
  const found = await tx.select({ id: variants.id }).from(variants).where(inArray(variants.id, ids));
  if (found.length !== new Set(ids).size) throw refusedAt(400, 'invalid_input', 'variant_ids', { key: 'server.record_missing' });
};

/** A drawn raffle is never edited; once its seed is committed, its window and number of winners stay. */
const beforeWrite = async (tx: Executor, values: Row, existing: Row | undefined) => {
  await refuseMissingVariants(tx, values.variant_ids as number[]);
  if (!existing) return values;
  if (existing.drawn_at) throw conflictRaffle('server.raffle_drawn_no_edit');
  if (existing.seed_hash) {
    for (const field of ['entry_starts_at', 'entry_ends_at'] as const)
      if (!sameMoment(values[field], existing[field])) throw conflictRaffle('server.raffle_committed_window', field);
    if (values.winners !== existing.winners) throw conflictRaffle('server.raffle_committed_window', 'winners');
  }
  return values;
};

const raffleColumns = getTableColumns(raffles);

/** Computed for list and record: where it stands (by the database's clock) and its entries. */
const computedColumns = {
  status: sql<string>`case when "raffles"."drawn_at" is not null then 'drawn' when now() < "raffles"."entry_starts_at" then 'upcoming' when now() < "raffles"."entry_ends_at" then 'open' else 'closed' end`,
  entries_count: sql<number>`(select count(*)::int from raffle_entries e where e.raffle_id = "raffles"."id")`,
};
/** The computed columns' values, in the record route's answer (create and edit answer the stored columns only). */
const computedValues = { status: z.enum(RAFFLE_STATUSES), entries_count: z.number().int() };

/**
 * Raffles: list, create, edit, delete through the shared CRUD routes; the record route settles lapsed
 * rights to buy first (a winner's time ran out: the next drawn entry moves up), then answers.
 */
export const registerRaffleCrud = (app: FastifyInstance, db: Database) => {
  const resource = getResource('raffles');
  registerCrud(app, db, {
    resource,
    table: raffles,
    createSchema: raffleSchema,
    updateSchema: raffleSchema,
    routes: ['list', 'create', 'update', 'delete'],
    searchColumns: [raffles.name],
    defaultSort: { field: 'entry_ends_at', order: 'DESC' },
    computedColumns,
    beforeWrite,
  });
  const path = `/${resource.apiPath}/:id`;
  registerHistoryRoute(app, db, { recordPath: path, module: resource.module, entity: resource.name });
  const one = { summary: 'One raffle, lapsed rights to buy settled first', params: idParams, response: { 200: rowSchema(raffles, { extra: computedValues }) } };
  app.get(path, { config: { access: { module: resource.module, action: 'show' } }, schema: one }, async (request) => {
    const id = pathId(request.params);
    return inTransaction(db, async (tx) => {
      await settleRights(tx, await lockRaffle(tx, id), new Date(), staffOf(request).id);
      const [row] = await tx.select({ ...raffleColumns, ...computedColumns }).from(raffles).where(eq(raffles.id, id));
      return row;
    });
  });
};
