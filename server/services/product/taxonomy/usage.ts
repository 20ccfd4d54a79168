import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { count, eq, getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '@domain/resources';
import { replacementSchema } from '@domain/taxonomy';
import type { Database, Executor } from '../../../db/client';
import * as schema from '../../../db/schema';
import type { MessageKey, ServerMessage } from '@domain/serverMessages';
import { HttpError, notFound, refusedAt } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { registerAction } from '../../../http/action';
import { idParams } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

/** Something that uses a record and can be moved to another one: a foreign key, or a polymorphic link. */
export interface RecordUser {
  /** Plural name of the users, e.g. "products" (the console translates it as `server.used_by_<name>`). */
  name: string;
  count(tx: Executor, id: number): Promise<number>;
  reassign(tx: Executor, from: number, to: number): Promise<void>;
}

const foreignKeyUser = (table: PgTable, column: PgColumn): RecordUser => ({
  name: getTableName(table),
  count: async (tx, id) => (await tx.select({ n: count() }).from(table).where(eq(column, id)))[0]?.n ?? 0,
  reassign: async (tx, from, to) => {
    await tx.update(table).set({ [column.name]: to } as never).where(eq(column, from));
  },
});

/**
 * Every column of the schema that references `target` and blocks its deletion (restrict or no action),
 * so tables added later (offline orders using stores, ...) are guarded without being listed here.
 */
export const foreignKeyUsersOf = (target: PgTable): RecordUser[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.filter((key) => key.onDelete !== 'cascade' && key.onDelete !== 'set null')
        .map((key) => key.reference())
        .filter((reference) => reference.foreignTable === target && reference.columns.length === 1)
        .map((reference) => foreignKeyUser(table, reference.columns[0]!)),
    );

export type Usage = Record<string, number>;

export const usageOf = async (tx: Executor, users: readonly RecordUser[], id: number): Promise<Usage> => {
  const usage: Usage = {};
  for (const user of users) {
    const n = await user.count(tx, id);
    if (n > 0) usage[user.name] = (usage[user.name] ?? 0) + n;
  }
  return usage;
};

/** The users that have a message of their own; tables added later are "other records" until they get one. */
const USED_BY: Record<string, MessageKey> = {
  products: 'server.used_by_products',
  variants: 'server.used_by_variants',
  categories: 'server.used_by_categories',
  urls: 'server.used_by_urls',
};

const describeUsage = (usage: Usage): ServerMessage[] =>
  Object.entries(usage).map(([name, n]) => ({ key: USED_BY[name] ?? 'server.used_by_records', params: { smart_count: n } }));

type DeleteHook = (tx: Executor, existing: Record<string, unknown>) => Promise<void>;

/** A delete guard for registerCrud: refuses with 409 while anything uses the record, else runs `then` (e.g. closing a list's gap). */
export const refuseWhileUsed = (users: readonly RecordUser[], then?: DeleteHook): DeleteHook => async (tx, existing) => {
  const usage = await usageOf(tx, users, existing.id as number);
  if (Object.keys(usage).length) throw new HttpError(409, 'in_use', { key: 'server.still_used', params: { usage: describeUsage(usage) } });
  await then?.(tx, existing);
};

export interface ReplaceableOptions {
  resource: ResourceDefinition;
  table: PgTable;
  idColumn: PgColumn;
  users: readonly RecordUser[];
  /** Extra checks on the chosen replacement (e.g. not inside the branch being deleted). */
  checkReplacement?: (tx: Executor, id: number, replacementId: number) => Promise<void>;
  /** Runs first, before the record's row is locked (as registerCrud's lockFirst): e.g. the ordered lists it leaves and joins. */
  lockFirst?: (tx: Executor, target: { id: number; replacementId: number }) => Promise<void>;
  /** Runs once the record is gone and its users moved (e.g. numbering the lists it left and its users joined). */
  afterReplace?: (tx: Executor, existing: Record<string, unknown>, replacementId: number) => Promise<void>;
}

/**
 * GET /<path>/:id/usage tells the console what uses a record before it deletes it;
 * POST /<path>/:id/replace moves those users to a replacement and deletes the record, in one transaction
 * (its History row, action "replace", keeps what the record held).
 */
export const registerReplaceable = (app: FastifyInstance, db: Database, options: ReplaceableOptions) => {
  const { resource, table, idColumn, users } = options;
  const path = `/${resource.apiPath}/:id`;
  const module = resource.module;
  const exists = async (tx: Executor, id: number) => (await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id))).length > 0;

  const usageAnswer = z.object({ id: z.number().int(), usage: z.record(z.string(), z.number().int()).describe('how many records of each table use it') });
  app.get(`${path}/usage`, { config: { access: { module, action: 'show' } }, schema: { summary: 'What uses the record, before it is deleted', params: idParams, response: { 200: usageAnswer } } }, async (request) => {
    const id = pathId(request.params);
    if (!(await exists(db, id))) throw notFound();
    return { id, usage: await usageOf(db, users, id) };
  });

  const { lockFirst, afterReplace } = options;
  registerAction(app, db, resource, 'replace', {
    table,
    schema: replacementSchema,
    access: 'delete',
    response: rowSchema(table),
    lockFirst: lockFirst && ((tx, { ids: [id], input }) => lockFirst(tx, { id: id!, replacementId: input.replacement_id })),
    handler: async (tx, { ids: [id], input: { replacement_id: replacementId }, before: [existing] }) => {
      const refuse = (key: MessageKey) => refusedAt(422, 'invalid_replacement', 'replacement_id', { key });
      if (replacementId === id) throw refuse('server.replacement_itself');
      if (!(await exists(tx, replacementId))) throw refuse('server.replacement_missing');
      await options.checkReplacement?.(tx, id!, replacementId);
      for (const user of users) await user.reassign(tx, id!, replacementId);
      await tx.delete(table).where(eq(idColumn, id!));
      await afterReplace?.(tx, existing!, replacementId);
      return existing;
    },
  });
};
