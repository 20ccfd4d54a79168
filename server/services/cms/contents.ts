import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contentSchema, contentUpdateSchema } from '@domain/cms';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { cmsContents, collections, products } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { refusedAt } from '../../http/errors';
import { checkRevision, containerOfSection, touchDraft } from './draft';
import { orderedDraftRows } from './ordered';

const resource = getResource('contents');

/** Why an item would be left out of the storefront (the editor flags it): null when it shows. */
const dangling = sql<string | null>`case
  when ${cmsContents.type} = 'product' then coalesce(
    (select case when p.status = 'active' then null when p.status = 'archived' then 'archived' else 'unpublished' end from ${products} p where p.id = ${cmsContents.product_id}),
    case when exists (select 1 from ${products} p where p.id = ${cmsContents.product_id}) then null else 'deleted' end)
  when ${cmsContents.type} = 'collection' then coalesce(
    (select case when c.status = 'published' and (c.published_from is null or c.published_from <= now()) and (c.published_to is null or c.published_to > now()) then null else 'unpublished' end from ${collections} c where c.id = ${cmsContents.collection_id}),
    case when exists (select 1 from ${collections} c where c.id = ${cmsContents.collection_id}) then null else 'deleted' end)
  end`;

/** The tables an item's product or collection id names, and the message for an id that names nothing. */
const TARGETS = [
  { field: 'product_id', table: products, key: 'server.product_missing' },
  { field: 'collection_id', table: collections, key: 'server.collection_missing' },
] as const;

/**
 * Refuses a product or collection id that names nothing (a 400 at its field). An id the item already
 * had stays accepted: its target may have gone since, and the editor flags that instead.
 */
const refuseUnknownTargets = async (tx: Executor, values: Record<string, unknown>, existing: Record<string, unknown> | undefined) => {
  for (const { field, table, key } of TARGETS) {
    const id = values[field];
    if (typeof id !== 'number' || id === existing?.[field]) continue;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) throw refusedAt(400, 'invalid_input', field, { key });
  }
};

/** The content items of a section, ordered; each write changes its container's draft. */
export const registerContentRoutes = (app: FastifyInstance, db: Database) => {
  const touchOf = async (tx: Parameters<typeof touchDraft>[0], sectionId: number) => {
    const container = await containerOfSection(tx, sectionId);
    if (container) await touchDraft(tx, container);
    return container;
  };
  const order = orderedDraftRows(app, db, {
    resource,
    table: cmsContents,
    scope: cmsContents.section_id,
    containerOf: (tx, row) => containerOfSection(tx, row.section_id as number),
    touch: touchDraft,
  });
  registerCrud(app, db, {
    resource,
    table: cmsContents,
    createSchema: contentSchema,
    updateSchema: contentUpdateSchema,
    defaultSort: { field: 'position', order: 'ASC' },
    computedColumns: {
      dangling,
      product_title: sql<string | null>`(select p.title from ${products} p where p.id = ${cmsContents.product_id})`,
      collection_title: sql<string | null>`(select c.title from ${collections} c where c.id = ${cmsContents.collection_id})`,
    },
    lockFirst: order.lockFirst,
    beforeWrite: async (tx, values, existing) => {
      const sectionId = (existing?.section_id ?? values.section_id) as number;
      if (!(await touchOf(tx, sectionId))) throw refusedAt(422, 'invalid_content', 'section_id', { key: 'server.cms_section_missing' });
      await refuseUnknownTargets(tx, values, existing);
      return order.beforeWrite(tx, checkRevision(values, existing), existing);
    },
    beforeDelete: async (tx, existing) => {
      await order.beforeDelete(tx, existing);
      await touchOf(tx, existing.section_id as number);
    },
  });
};
