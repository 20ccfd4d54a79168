import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_LAYOUTS, sectionSchema, sectionUpdateSchema, type SectionType } from '@domain/cms';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { cmsContainers, cmsContents, cmsSections } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { refusedAt } from '../../http/errors';
import { eq } from 'drizzle-orm';
import { checkRevision, touchDraft } from './draft';
import { orderedDraftRows } from './ordered';

const resource = getResource('sections');

/** A container's sections: each write changes its draft; the order is kept 0..n-1. */
export const registerSectionRoutes = (app: FastifyInstance, db: Database) => {
  const order = orderedDraftRows(app, db, {
    resource,
    table: cmsSections,
    scope: cmsSections.container_id,
    containerOf: async (_tx, row) => row.container_id as number,
    touch: touchDraft,
  });
  registerCrud(app, db, {
    resource,
    table: cmsSections,
    createSchema: sectionSchema,
    updateSchema: sectionUpdateSchema,
    defaultSort: { field: 'position', order: 'ASC' },
    computedColumns: {
      items: sql<number>`(select count(*)::int from ${cmsContents} c where c.section_id = ${cmsSections.id})`,
      platform: sql<string>`(select p.platform from ${cmsContainers} p where p.id = ${cmsSections.container_id})`,
    },
    lockFirst: order.lockFirst,
    beforeWrite: async (tx, values, existing) => {
      const containerId = (existing?.container_id ?? values.container_id) as number;
      if (!existing) {
        const [container] = await tx.select({ id: cmsContainers.id }).from(cmsContainers).where(eq(cmsContainers.id, containerId));
        if (!container) throw refusedAt(422, 'invalid_section', 'container_id', { key: 'server.cms_container_missing' });
      }
      const checked = checkRevision(values, existing);
      const laidOut = existing || checked.layout ? checked : { ...checked, layout: DEFAULT_LAYOUTS[checked.type as SectionType] };
      await touchDraft(tx, containerId);
      return order.beforeWrite(tx, laidOut, existing);
    },
    beforeDelete: async (tx, existing) => {
      await order.beforeDelete(tx, existing);
      await touchDraft(tx, existing.container_id as number);
    },
  });
};
