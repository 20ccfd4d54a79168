import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceDefinition } from '@domain/resources';
import type { Database, Executor } from '../db/client';
import { inTransaction } from '../db/transaction';
import { readerOf } from '../db/readReplica';
import { staffOf, type StaffContext } from '../auth/access';
import { badRequest, notFound, unknownSort } from './errors';
import { csvLine, csvLines, sendCsv } from './csv';
import { EXPORT_PAGE_ROWS, type ListExport } from './listExport';
import { parseListQuery, parseListView, type ListQuery } from './listQuery';
import { pathId } from './pathId';
import { columnValueSchema, oneOrMany, ownEntry, parseFilter } from './filterValues';
import { escapeLike } from './search';
import { exactCount, pageTotal, setListTotal, type CountRows } from './listTotal';
import { recordChange } from '../history/recordChange';
import { registerHistoryRoute } from '../history/historyRoute';
import { idParams, listQuery } from '../openapi/common';
import { rowSchema } from '../openapi/tableRow';

type Row = Record<string, unknown>;
export type CrudRoute = 'list' | 'show' | 'create' | 'update' | 'delete';

export interface CrudOptions {
  resource: ResourceDefinition;
  table: PgTable;
  /** Validates a create payload; unknown keys are dropped. */
  createSchema: z.ZodType<Row>;
  /** Validates an update payload; defaults to accepting any subset of the create fields. */
  updateSchema?: z.ZodType<Row>;
  /** Text columns searched by the `q` filter. */
  searchColumns?: PgColumn[];
  /** Filters that are not plain column comparisons, by filter key (given the whole filter, for a range of two keys). */
  customFilters?: Record<string, (value: unknown, filter: Record<string, unknown>) => SQL | undefined>;
  defaultSort?: ListQuery['sort'];
  /** Read-only values computed in SQL (e.g. counts) added to list and one answers; sortable. */
  computedColumns?: Record<string, SQL>;
  /** Values that need a query of their own per answered row (e.g. counts by a row's stored rules); not sortable. */
  completeRows?: (rows: Row[]) => Promise<Row[]>;
  /** Answers a list call from elsewhere when it returns a page (e.g. products picked by rules); undefined: from the table. */
  listInstead?: (query: ListQuery) => Promise<{ rows: Row[]; total: number } | undefined>;
  /** The rows `listInstead` answers, for the list's schema. */
  listInsteadRow?: z.ZodType;
  /** Computed columns of the one answer only: per-row work (e.g. a history) that list pages do not show. */
  detailColumns?: Record<string, SQL>;
  /**
   * Runs first in a write's transaction, before the row is read and locked: takes the locks that
   * serialise writes to one group of rows (e.g. one ordered list), so every writer takes them in the
   * same order. `id` is the row updated or deleted, `values` the validated payload (none on delete).
   */
  lockFirst?: (tx: Executor, target: { id?: number; values?: Row }) => Promise<void>;
  /** Runs in the write's transaction before insert (`existing` undefined) or update: adjusts values or throws (`staff`: who writes). */
  beforeWrite?: (tx: Executor, values: Row, existing: Row | undefined, staff: StaffContext) => Promise<Row>;
  /** Runs in the delete's transaction before the row goes: throws to refuse (e.g. while others use it). */
  beforeDelete?: (tx: Executor, existing: Row) => Promise<void>;
  /** Builds the `q` condition, e.g. full text with `textSearch` (http/search.ts); replaces searchColumns. */
  search?: (q: unknown) => SQL | undefined;
  /** Only rows matching this belong to the resource (e.g. variants under review), on every route. */
  scope?: SQL;
  /** Columns left out of answers, besides those the database generates (search documents), which never show. */
  hiddenColumns?: readonly string[];
  /** Counts the matches when a page comes back full: exact by default; `estimatedCount()` for big tables. */
  countRows?: CountRows;
  /** Routes to serve; all by default. */
  routes?: readonly CrudRoute[];
  /** `GET <path>/export.csv`: the whole filtered, sorted list as CSV, streamed (the resource's `export` action). */
  export?: ListExport;
  /** The entity its History rows are kept under when not the resource's own (e.g. the review queue's variants). */
  historyEntity?: string;
  /** A sub-record whose changes belong to its parent's History (e.g. a collection's products): where and as what. */
  historyOwner?: (row: Row, route: 'create' | 'update' | 'delete') => { entity: string; id: number; action: string };
  /** What computed columns and completed rows add to an answered row, for its schema (server/openapi). */
  rowExtra?: Record<string, z.ZodType>;
}

/** Builds the WHERE clause of a list call from its filter object. */
export const buildFilter = (
  columns: Record<string, PgColumn>,
  filter: Record<string, unknown>,
  options: Pick<CrudOptions, 'searchColumns' | 'customFilters' | 'search'>,
): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const custom = ownEntry(options.customFilters, key);
    if (custom) {
      conditions.push(custom(value, filter));
      continue;
    }
    if (key === 'q' && options.search) {
      conditions.push(options.search(value));
      continue;
    }
    if (key === 'q') {
      const pattern = `%${escapeLike(String(value))}%`;
      const searched = options.searchColumns ?? [];
      if (searched.length) conditions.push(or(...searched.map((column) => ilike(column, pattern))));
      continue;
    }
    const range = key.match(/^(.+)_(gte|lte)$/);
    const column = ownEntry(columns, range ? range[1]! : key);
    const valueSchema = column && columnValueSchema(column);
    if (!column || !valueSchema)
      throw badRequest({ key: 'server.unknown_filter', params: { filter: key } }, { [key]: { key: 'server.unknown_filter_field' } });
    if (range) {
      const bound = parseFilter(key, valueSchema, value);
      conditions.push(range[2] === 'gte' ? gte(column, bound) : lte(column, bound));
      continue;
    }
    const parsed = parseFilter(key, oneOrMany(valueSchema), value);
    if (Array.isArray(parsed)) conditions.push(parsed.length ? inArray(column, parsed) : sql`false`);
    else conditions.push(eq(column, parsed));
  }
  return and(...conditions);
};

/**
 * The ra-data-simple-rest routes of one resource: list with Content-Range, one, create, update, delete.
 * Access is checked against the resource's permission module.
 */
export const registerCrud = (app: FastifyInstance, db: Database, options: CrudOptions) => {
  const { resource, table } = options;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id!;
  const path = `/${resource.apiPath}`;
  const updateSchema = options.updateSchema ?? (options.createSchema as unknown as z.ZodObject).partial();
  const module = resource.module;

  const hidden = new Set(options.hiddenColumns);
  const visible = Object.fromEntries(Object.entries(columns).filter(([name, column]) => !hidden.has(name) && !column.generated));
  // Nested once: drizzle leaves columns unqualified at the top of a single-table selection, which
  // would make `products.id` inside a computed subquery mean the subquery's own id.
  const nested = (extra: Record<string, SQL> = {}) => Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, sql`${value}`]));
  const computed = nested(options.computedColumns);
  const selection = { ...visible, ...computed };
  const detailSelection = { ...selection, ...nested(options.detailColumns) };
  const byId = (id: number) => and(eq(idColumn, id), options.scope);
  const serves = (route: CrudRoute) => !options.routes || options.routes.includes(route);
  const countRows = options.countRows ?? exactCount;
  const beforeWrite = options.beforeWrite ?? (async (_tx: Executor, values: Row) => values);
  const completeRows = options.completeRows ?? (async (rows: Row[]) => rows);
  const lockFirst = options.lockFirst ?? (async () => undefined);
  const historyEntity = options.historyEntity ?? resource.name;
  const row = rowSchema(table, { hidden: options.hiddenColumns, extra: options.rowExtra });
  /** Every write records its History row in its own transaction, on the record or on its owner. */
  const recordWrite = (tx: Executor, request: FastifyRequest, route: 'create' | 'update' | 'delete', before?: Row, after?: Row) => {
    const row = (after ?? before)!;
    const owner = options.historyOwner?.(row, route);
    const actor = staffOf(request).id;
    if (owner) return recordChange(tx, actor, owner.entity, owner.id, before, after, owner.action);
    return recordChange(tx, actor, historyEntity, row.id as number, before, after);
  };

  const findOne = async (id: number) => {
    const [row] = await db.select(detailSelection).from(table).where(byId(id));
    if (!row) throw notFound();
    const [complete] = await completeRows([row]);
    return complete;
  };

  /** The list's condition and order, from its query (an unknown sort field is refused). */
  const listOrder = (query: ListQuery, listed: Record<string, unknown>) => {
    const sortColumn = ownEntry(listed, query.sort.field) as PgColumn | SQL | undefined;
    if (!sortColumn) throw unknownSort(query.sort.field);
    const where = and(options.scope, buildFilter(columns, query.filter, options));
    const direction = query.sort.order === 'ASC' ? asc : desc;
    return { where, ordering: [direction(sortColumn), direction(idColumn)] };
  };
  /** One page of the list. Computed columns are worked out for the page's rows only, not for every row an offset skips. */
  const listPage = (listed: Record<string, PgColumn | SQL>, where: SQL | undefined, ordering: SQL[], limit: number, offset: number, withComputed: boolean) => {
    const reader = readerOf(db);
    const page = reader.select({ id: idColumn }).from(table).where(where).orderBy(...ordering).limit(limit).offset(offset);
    return withComputed && Object.keys(computed).length
      ? reader.select(listed).from(table).where(inArray(idColumn, page)).orderBy(...ordering)
      : reader.select(listed).from(table).where(where).orderBy(...ordering).limit(limit).offset(offset);
  };

  const exported = options.export;
  if (serves('list') && exported) app.get(`${path}/export.csv`, { config: { access: { module, action: 'export' } }, schema: { querystring: listQuery, produces: 'text/csv' } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, options.defaultSort);
    const { where, ordering } = listOrder(query, selection);
    // Page after page of the list's own query, each written as it comes: never the whole list in memory.
    async function* lines() {
      yield csvLine(exported!.columns.map((column) => column.header));
      for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
        const rows = await completeRows(await listPage(selection, where, ordering, EXPORT_PAGE_ROWS, offset, true));
        yield csvLines(rows.map((row) => exported!.columns.map((column) => column.cell(row))));
        if (rows.length < EXPORT_PAGE_ROWS) return;
      }
    }
    return sendCsv(reply, `${exported.fileName}.csv`, lines());
  });

  if (serves('list')) app.get(path, { config: { access: { module, action: 'list' } }, schema: { querystring: listQuery, response: { 200: z.array(options.listInsteadRow ? z.union([row, options.listInsteadRow]) : row) } } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, options.defaultSort);
    // Choices (a filter's options) take the table's own columns: no computed column, no completed row.
    const choices = parseListView((request.query as Record<string, unknown>).view) === 'choices';
    const listed = choices ? visible : selection;
    const answered = await options.listInstead?.(query);
    if (answered) {
      setListTotal(reply, resource.name, query.offset, answered.rows.length, { total: answered.total });
      return answered.rows;
    }
    const { where, ordering } = listOrder(query, listed);
    const rows = await listPage(listed, where, ordering, query.limit, query.offset, !choices);
    const total = await pageTotal(query.offset, query.limit, rows.length, (seen) => countRows(readerOf(db), table, where, seen));
    setListTotal(reply, resource.name, query.offset, rows.length, total);
    return choices ? rows : completeRows(rows);
  });

  if (serves('show')) app.get(`${path}/:id`, { config: { access: { module, action: 'show' } }, schema: { params: idParams, response: { 200: row } } }, async (request) =>
    findOne(pathId(request.params)),
  );

  if (serves('show') && !options.historyOwner) registerHistoryRoute(app, db, { recordPath: `${path}/:id`, module, entity: historyEntity });

  if (serves('create')) app.post(path, { config: { access: { module, action: 'create' } }, schema: { body: options.createSchema, response: { 201: row } } }, async (request, reply) => {
    const values = options.createSchema.parse(request.body ?? {});
    const row = await inTransaction(db, async (tx) => {
      await lockFirst(tx, { values });
      const prepared = await beforeWrite(tx, values, undefined, staffOf(request));
      const [created] = await tx
        .insert(table)
        .values({ ...prepared, created_by: staffOf(request).id } as never)
        .returning(visible);
      await recordWrite(tx, request, 'create', undefined, created);
      return created;
    });
    return reply.status(201).send(row);
  });

  if (serves('update')) app.put(`${path}/:id`, { config: { access: { module, action: 'edit' } }, schema: { params: idParams, body: updateSchema, response: { 200: row } } }, async (request) => {
    const id = pathId(request.params);
    const values = updateSchema.parse(request.body ?? {});
    return inTransaction(db, async (tx) => {
      await lockFirst(tx, { id, values });
      const [existing] = await tx.select().from(table).where(byId(id)).for('update');
      if (!existing) throw notFound();
      const prepared = await beforeWrite(tx, values, existing, staffOf(request));
      const [row] = await tx
        .update(table)
        .set({ ...prepared, updated_at: new Date() } as never)
        .where(eq(idColumn, id))
        .returning(visible);
      await recordWrite(tx, request, 'update', existing, row);
      return row;
    });
  });

  if (serves('delete')) app.delete(`${path}/:id`, { config: { access: { module, action: 'delete' } }, schema: { params: idParams, response: { 200: row } } }, async (request) => {
    const id = pathId(request.params);
    return inTransaction(db, async (tx) => {
      await lockFirst(tx, { id });
      const [existing] = await tx.select().from(table).where(byId(id)).for('update');
      if (!existing) throw notFound();
      await options.beforeDelete?.(tx, existing);
      const [row] = await tx.delete(table).where(eq(idColumn, id)).returning(visible);
      await recordWrite(tx, request, 'delete', existing, undefined);
      return row;
    });
  });
};
