import { index, integer, json, pgTable, text } from 'drizzle-orm/pg-core';
import type { HistoryChanges, HistoryOrigin } from '@domain/history';
import { identityId, logStamp } from './columns';

/**
 * Who changed what, append-only: every write of a record adds one row in the write's own
 * transaction (server/history/recordChange.ts). A trigger of the migration refuses UPDATE and DELETE.
 */
export const history = pgTable(
  'history',
  {
    id: identityId(),
    ...logStamp(),
    /** The resource name of the table in domain/resources.ts, e.g. "brands". */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** create, update, delete, or the named action (approve, reject, disable, password, ...). */
    action: text('action').notNull(),
    /**
     * json, not jsonb: History is written far more than read, and only ever read whole. Storing the text
     * as it came skips building a jsonb value per row (an import's History insert took twice as long).
     */
    changes: json('changes').$type<HistoryChanges>().notNull(),
    /** Where the change came from when not a form: the import, its file and the spreadsheet row. */
    origin: json('origin').$type<HistoryOrigin>(),
  },
  (t) => [index('history_entity_at').on(t.entity, t.entity_id, t.at.desc())],
);
