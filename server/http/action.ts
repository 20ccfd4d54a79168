import type { FastifyInstance } from 'fastify';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Action } from '@domain/permissions';
import type { ResourceDefinition } from '@domain/resources';
import type { Database, Executor } from '../db/client';
import { inTransaction } from '../db/transaction';
import { staffOf, type StaffContext } from '../auth/access';
import { recordChange } from '../history/recordChange';
import { notFound } from './errors';
import { pathId } from './pathId';
import { idParams } from '../openapi/common';

type Row = Record<string, unknown>;

export interface ActionCall<Input> {
  ids: number[];
  input: Input;
  staff: StaffContext;
  /** The records as they were, locked for the transaction, in no particular order. */
  before: Row[];
}

export interface ActionOptions<Input> {
  /** The table of the records the action changes. */
  table: PgTable;
  /** The body of `POST /<path>/:id/<name>`. */
  schema: z.ZodType<Input>;
  /** When given, `POST /<path>/<name>` acts on the body's `ids` too. */
  bulkSchema?: z.ZodType<Input & { ids: number[] }>;
  /** Checked on the resource's module. */
  access: Action;
  /** Entity of the History rows when not the resource's own (e.g. the review queue's variants). */
  historyEntity?: string;
  /**
   * Runs first in the action's transaction, before the records are locked: takes the locks that
   * serialise writes to a group of rows (as registerCrud's lockFirst), in the same order for every writer.
   */
  lockFirst?: (tx: Executor, call: { ids: number[]; input: Input }) => Promise<void>;
  /** Runs in the action's transaction; the records it changes or deletes get their History rows after it. */
  handler: (tx: Executor, call: ActionCall<Input>) => Promise<unknown>;
  /** The handler's answer, for the route's schema (server/openapi). */
  response?: z.ZodType;
}

/**
 * A named verb on records of a resource (approve, reject, replace, ...): the module comes from the
 * resource table, the handler runs in a transaction, and every record it touched gets one History
 * row named after the action, with the fields it changed (a record it deleted: all of them).
 */
export const registerAction = <Input>(
  app: FastifyInstance,
  db: Database,
  resource: ResourceDefinition,
  name: string,
  options: ActionOptions<Input>,
) => {
  const { table } = options;
  const idColumn = (getTableColumns(table) as Record<string, PgColumn>).id!;
  const entity = options.historyEntity ?? resource.name;
  const config = { config: { access: { module: resource.module, action: options.access } } };
  const response = options.response ? { response: { 200: options.response } } : {};

  const run = (staff: StaffContext, ids: number[], input: Input, single: boolean) =>
    inTransaction(db, async (tx) => {
      await options.lockFirst?.(tx, { ids, input });
      const before = await tx.select().from(table).where(inArray(idColumn, ids)).for('update');
      if (single && !before.length) throw notFound();
      const answer = await options.handler(tx, { ids, input, staff, before });
      const after = await tx.select().from(table).where(inArray(idColumn, ids));
      for (const row of before) {
        const id = row.id as number;
        await recordChange(tx, staff.id, entity, id, row, after.find((changed) => changed.id === id), name);
      }
      return answer;
    });

  const path = `/${resource.apiPath}`;
  app.post(`${path}/:id/${name}`, { ...config, schema: { params: idParams, body: options.schema, ...response } }, async (request) => {
    const id = pathId(request.params);
    return run(staffOf(request), [id], options.schema.parse(request.body ?? {}), true);
  });
  const { bulkSchema } = options;
  if (bulkSchema) {
    app.post(`${path}/${name}`, { ...config, schema: { body: bulkSchema, ...response } }, async (request) => {
      const input = bulkSchema.parse(request.body ?? {});
      return run(staffOf(request), input.ids, input, false);
    });
  }
};
