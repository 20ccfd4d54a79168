import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Module } from '@domain/permissions';
import type { Database } from '../db/client';
import { employees, history } from '../db/schema';
import { ok } from '../http/envelope';
import { actorName } from './actorName';
import { pathId } from '../http/pathId';
import { z } from 'zod';
import { envelope, historyEntry, idParams } from '../openapi/common';

/** A record's History is read in one go; a record changed more often than this shows its latest changes. */
export const HISTORY_LIMIT = 200;

/** Newest first, with the actor's name; the answer has the shape of `HistoryEntry` once sent as JSON. */
export const readHistory = (db: Database, entity: string, id: number) =>
  db
    .select({
      id: history.id,
      at: history.at,
      actor_id: history.actor_id,
      actor_name: actorName,
      action: history.action,
      changes: history.changes,
      origin: history.origin,
    })
    .from(history)
    .leftJoin(employees, eq(employees.id, history.actor_id))
    .where(and(eq(history.entity, entity), eq(history.entity_id, id)))
    .orderBy(desc(history.at), desc(history.id))
    .limit(HISTORY_LIMIT);

export interface HistoryRouteOptions {
  /** The record's path, e.g. `/brands/:id`; the route is `<path>/history`. */
  recordPath: string;
  module: Module;
  entity: string;
  /** The employee base answers in the spec's envelope. */
  envelope?: boolean;
}

/** GET <record>/history: the record's changes, newest first, to whoever may see the record. There is no route that writes History. */
export const registerHistoryRoute = (app: FastifyInstance, db: Database, options: HistoryRouteOptions) => {
  const entries = z.array(historyEntry);
  const schema = { params: idParams, response: { 200: options.envelope ? envelope(entries) : entries } };
  app.get(`${options.recordPath}/history`, { config: { access: { module: options.module, action: 'show' } }, schema }, async (request) => {
    const rows = await readHistory(db, options.entity, pathId(request.params));
    return options.envelope ? ok(rows) : rows;
  });
};
