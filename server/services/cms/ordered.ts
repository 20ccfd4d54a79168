import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { moveSchema } from '@domain/cms';
import type { ResourceDefinition } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { registerAction } from '../../http/action';
import { keepPositions, type OrderedList } from '../product/taxonomy/positions';

type Row = Record<string, unknown>;

export interface OrderedDraftRows {
  resource: ResourceDefinition;
  table: PgTable & { id: PgColumn; position: PgColumn };
  scope: PgColumn;
  /** The container whose draft a row belongs to. */
  containerOf: (tx: Executor, row: Row) => Promise<number | undefined>;
  touch: (tx: Executor, containerId: number) => Promise<void>;
}

/**
 * The order of a draft's sections (within a container) or items (within a section): registerCrud's
 * hooks that keep it 0..n-1, and the `move` action that puts one row at a position in one call,
 * by drag and drop or by keyboard alike.
 */
export const orderedDraftRows = (app: FastifyInstance, db: Database, options: OrderedDraftRows): OrderedList => {
  const order = keepPositions({ table: options.table, position: options.table.position, scope: options.scope });
  registerAction(app, db, options.resource, 'move', {
    table: options.table,
    schema: moveSchema,
    access: 'edit',
    lockFirst: (tx, { ids }) => order.lockFirst(tx, { id: ids[0] }),
    handler: async (tx, { ids, input, before }) => {
      const existing = before[0]!;
      const placed = await order.beforeWrite(tx, { position: input.position }, existing);
      await tx.update(options.table).set({ position: placed.position, updated_at: new Date() } as never).where(eq(options.table.id, ids[0]!));
      const container = await options.containerOf(tx, existing);
      if (container) await options.touch(tx, container);
      return { id: ids[0], position: placed.position };
    },
    response: z.object({ id: z.number().int(), position: z.number().int() }),
  });
  return order;
};
