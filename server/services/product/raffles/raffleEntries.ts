import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { generateEntriesSchema, raffleEntrySchema, raffleStatus } from '@domain/raffles';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../../db/client';
import { customers, raffleEntries } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { staffOf } from '../../../auth/access';
import { registerCrud } from '../../../http/crud';
import { fieldColumn } from '../../../http/listExport';
import { HttpError, notFound, refusedAt } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { escapeLike } from '../../../http/search';
import { recordChange, recordChanges } from '../../../history/recordChange';
import { eligibleCustomers } from './eligibility';
import { lockRaffle, refusedRaffle, settleRights, type Raffle } from './raffleRecord';
import { z } from 'zod';
import { idParams, noBody } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

type Row = Record<string, unknown>;

/** Entries are taken only while the raffle's window is open and it is not drawn. */
const refuseUnlessOpen = (raffle: Raffle, now: Date) => {
  if (raffleStatus(raffle, now) !== 'open') throw refusedRaffle('server.raffle_not_open', 'raffle_id');
};

const customerName = sql<string>`(select trim(c.first_name || ' ' || c.last_name) from customers c where c.id = "raffle_entries"."customer_id")`;
const customerEmail = sql<string>`(select c.email from customers c where c.id = "raffle_entries"."customer_id")`;

/** The entries' CSV: who entered (by name and email, never ids), where the draw put them, their right to buy. */
const ENTRY_EXPORT = {
  fileName: 'raffle-entries',
  columns: [
    { header: 'customer', cell: (row: Row) => row.customer_name as string },
    { header: 'email', cell: (row: Row) => row.customer_email as string },
    fieldColumn('raffle-entries', 'status'),
    fieldColumn('raffle-entries', 'draw_position'),
    fieldColumn('raffle-entries', 'right_expires_at'),
    fieldColumn('raffle-entries', 'created_at'),
  ],
};

/** One customer's entry: the raffle open, the customer active and eligible, and not entered already. */
const checkEntry = async (tx: Executor, raffle: Raffle, customerId: number) => {
  const [customer] = await tx.select({ id: customers.id, status: customers.status }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw refusedAt(400, 'invalid_input', 'customer_id', { key: 'server.record_missing' });
  if (customer.status !== 'active') throw refusedRaffle('server.raffle_customer_inactive', 'customer_id');
  const [eligible] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), eligibleCustomers(raffle)));
  if (!eligible) throw refusedRaffle('server.raffle_customer_not_eligible', 'customer_id');
  const [taken] = await tx
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffle_id, raffle.id), eq(raffleEntries.customer_id, customerId)));
  if (taken) throw refusedAt(409, 'conflict', 'customer_id', { key: 'server.raffle_entry_taken' });
};

/**
 * A raffle's entries: listed (by raffle, status, customer) and exported; one added by staff, or many
 * generated from the eligible customers; a winner's purchase recorded.
 */
export const registerRaffleEntryRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('raffle-entries');
  const { module } = resource;
  registerCrud(app, db, {
    resource,
    table: raffleEntries,
    createSchema: raffleEntrySchema,
    routes: ['list', 'show', 'create'],
    defaultSort: { field: 'id', order: 'ASC' },
    computedColumns: { customer_name: customerName, customer_email: customerEmail },
    customFilters: {
      q: (value) => {
        const pattern = `%${escapeLike(String(value))}%`;
        return sql`(${customerName} ilike ${pattern} or ${customerEmail} ilike ${pattern})`;
      },
    },
    export: ENTRY_EXPORT,
    beforeWrite: async (tx, values) => {
      const raffle = await lockRaffle(tx, values.raffle_id as number).catch((error: unknown) => {
        throw error instanceof HttpError ? refusedAt(400, 'invalid_input', 'raffle_id', { key: 'server.record_missing' }) : error;
      });
      refuseUnlessOpen(raffle, new Date());
      await checkEntry(tx, raffle, values.customer_id as number);
      return values;
    },
  });

  const raffles = getResource('raffles');
  const generate = { summary: 'Enter up to `count` eligible customers not entered yet', params: idParams, body: generateEntriesSchema, response: { 200: z.object({ added: z.number().int() }) } };
  app.post(`/${raffles.apiPath}/:id/generate-entries`, { config: { access: { module: raffles.module, action: 'create' } }, schema: generate }, async (request) => {
    const id = pathId(request.params);
    const { count } = generateEntriesSchema.parse(request.body ?? {});
    const staff = staffOf(request);
    return inTransaction(db, async (tx) => {
      const raffle = await lockRaffle(tx, id);
      refuseUnlessOpen(raffle, new Date());
      const chosen = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eligibleCustomers(raffle), sql`not exists (select 1 from raffle_entries e where e.raffle_id = ${id} and e.customer_id = ${customers.id})`))
        .orderBy(asc(customers.id))
        .limit(count);
      const added = chosen.length
        ? await tx.insert(raffleEntries).values(chosen.map((customer) => ({ raffle_id: id, customer_id: customer.id, created_by: staff.id }))).returning()
        : [];
      await recordChanges(tx, staff.id, resource.name, added.map((row) => ({ id: row.id, after: row })));
      return { added: added.length };
    });
  });

  const purchase = { summary: 'Record a winner\'s purchase', params: idParams, body: noBody, response: { 200: rowSchema(raffleEntries) } };
  app.post(`/${resource.apiPath}/:id/purchase`, { config: { access: { module, action: 'edit' } }, schema: purchase }, async (request) => {
    const id = pathId(request.params);
    return inTransaction(db, async (tx) => {
      const [entry] = await tx.select().from(raffleEntries).where(eq(raffleEntries.id, id));
      if (!entry) throw notFound();
      const now = new Date();
      await settleRights(tx, await lockRaffle(tx, entry.raffle_id), now, staffOf(request).id);
      const [current] = await tx.select().from(raffleEntries).where(eq(raffleEntries.id, id));
      if (current?.status !== 'winner') throw refusedRaffle('server.raffle_entry_not_winner');
      const [after] = await tx.update(raffleEntries).set({ status: 'purchased', updated_at: now }).where(eq(raffleEntries.id, id)).returning();
      await recordChange(tx, staffOf(request).id, resource.name, id, current, after, 'purchase');
      return after;
    });
  });
};
