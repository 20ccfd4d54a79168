import { crudAction, diffChanges, type HistoryOrigin } from '@domain/history';
import type { Executor } from '../db/client';
import { history } from '../db/schema';
import { insertMany } from '../db/insertMany';

type Row = Record<string, unknown>;

/**
 * The one way History is written: call it inside the write's own transaction, so the row exists
 * exactly when the change does. `before` is absent for a create, `after` for a delete; `action`
 * names a verb (approve, disable, password, ...) instead of create / update / delete; `origin` the
 * import (file, row) a change came from.
 */
export const recordChange = async (
  tx: Executor,
  actor: number | null,
  entity: string,
  id: number,
  before: Row | undefined,
  after: Row | undefined,
  action = crudAction(before, after),
  origin?: HistoryOrigin,
) => {
  await tx.insert(history).values({ actor_id: actor, entity, entity_id: id, action, changes: diffChanges(before, after), origin });
};

/** The `before` of facts a write adds to a record (a return, a payment): each field had no value. */
export const noneOf = (facts: Row): Row => Object.fromEntries(Object.keys(facts).map((field) => [field, null]));

/**
 * The History rows of many records changed by one write (an import batch), in one statement. `at`
 * dates a row other than now: the seed's records, made as if over the past years; `origin` is the
 * import row that made the change.
 */
export const recordChanges = async (
  tx: Executor,
  actor: number | null,
  entity: string,
  changes: { id: number; before?: Row; after?: Row; at?: Date; origin?: HistoryOrigin }[],
) => {
  await insertMany(
    tx,
    history,
    changes.map(({ id, before, after, at, origin }) => ({ actor_id: actor, entity, entity_id: id, action: crudAction(before, after), changes: diffChanges(before, after), at, origin })),
    { returning: false },
  );
};
