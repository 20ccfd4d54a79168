import type { FastifyInstance } from 'fastify';
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
import type { ResourceDefinition } from '../../src/domain/resources';
import type { Database } from '../db/client';
import { staffOf } from '../auth/access';
import { badRequest, notFound } from './errors';
import { contentRange, parseListQuery, type ListQuery } from './listQuery';

type Row = Record<string, unknown>;

export interface CrudOptions {
  resource: ResourceDefinition;
  table: PgTable;
  /** Validates a create payload; unknown keys are dropped. */
  createSchema: z.ZodType<Row>;
  /** Validates an update payload; defaults to accepting any subset of the create fields. */
  updateSchema?: z.ZodType<Row>;
  /** Text columns searched by the `q` filter. */
  searchColumns?: PgColumn[];
  /** Filters that are not plain column comparisons, by filter key. */
  customFilters?: Record<string, (value: unknown) => SQL | undefined>;
  defaultSort?: ListQuery['sort'];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds the WHERE clause of a list call from its filter object. */
export const buildFilter = (
  columns: Record<string, PgColumn>,
  filter: Record<string, unknown>,
  options: Pick<CrudOptions, 'searchColumns' | 'customFilters'>,
): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const custom = options.customFilters?.[key];
    if (custom) {
      conditions.push(custom(value));
      continue;
    }
    if (key === 'q') {
      const pattern = `%${escapeLike(String(value))}%`;
      const searched = options.searchColumns ?? [];
      if (searched.length) conditions.push(or(...searched.map((column) => ilike(column, pattern))));
      continue;
    }
    const range = key.match(/^(.+)_(gte|lte)$/);
    const column = columns[range ? range[1]! : key];
    if (!column) throw badRequest(`Unknown filter "${key}"`, { [key]: 'Unknown filter' });
    if (range) conditions.push(range[2] === 'gte' ? gte(column, value) : lte(column, value));
    else if (Array.isArray(value)) conditions.push(value.length ? inArray(column, value) : sql`false`);
    else conditions.push(eq(column, value));
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

  const findOne = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    if (!row) throw notFound();
    return row;
  };
  const parseId = (raw: string) => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    return id;
  };

  app.get(path, { config: { access: { module, action: 'list' } } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, options.defaultSort);
    const sortColumn = columns[query.sort.field];
    if (!sortColumn) throw badRequest(`Cannot sort by "${query.sort.field}"`, { sort: 'Unknown field' });
    const where = buildFilter(columns, query.filter, options);
    const order = query.sort.order === 'ASC' ? asc(sortColumn) : desc(sortColumn);
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(order, desc(idColumn))
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
    reply.header('Content-Range', contentRange(resource.name, query.offset, rows.length, counted?.total ?? 0));
    return rows;
  });

  app.get(`${path}/:id`, { config: { access: { module, action: 'show' } } }, async (request) =>
    findOne(parseId((request.params as { id: string }).id)),
  );

  app.post(path, { config: { access: { module, action: 'create' } } }, async (request, reply) => {
    const values = options.createSchema.parse(request.body ?? {});
    const [row] = await db
      .insert(table)
      .values({ ...values, created_by: staffOf(request).id } as never)
      .returning();
    return reply.status(201).send(row);
  });

  app.put(`${path}/:id`, { config: { access: { module, action: 'edit' } } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const values = updateSchema.parse(request.body ?? {});
    const [row] = await db
      .update(table)
      .set({ ...values, updated_at: new Date() } as never)
      .where(eq(idColumn, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });

  app.delete(`${path}/:id`, { config: { access: { module, action: 'delete' } } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = await db.delete(table).where(eq(idColumn, id)).returning();
    if (!row) throw notFound();
    return row;
  });
};
