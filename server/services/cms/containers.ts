import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, lte, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CMS_PLATFORMS, containerSchema, containerUpdateSchema, publishSchema, rollbackSchema, unscheduleSchema } from '@domain/cms';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { cmsContainers, cmsVersions, employees, type DraftSnapshot } from '../../db/schema';
import { actorName } from '../../history/actorName';
import { registerAction } from '../../http/action';
import { registerCrud } from '../../http/crud';
import { refusedAt } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { checkRevision, draftSnapshot } from './draft';
import { restoreDraft } from './restore';
import { resolveSnapshot } from './references';
import { resolvedSection } from './sectionSchemas';
import { idParams } from '../../openapi/common';
import { selectionSchema } from '../../openapi/tableRow';

const resource = getResource('containers');

const addedVersion = selectionSchema({ id: cmsVersions.id, number: cmsVersions.number, publish_at: cmsVersions.publish_at, kind: cmsVersions.kind });
const versionRow = selectionSchema({ id: cmsVersions.id, number: cmsVersions.number, kind: cmsVersions.kind, publish_at: cmsVersions.publish_at, restored_from: cmsVersions.restored_from, created_at: cmsVersions.created_at, created_by: cmsVersions.created_by }).extend({
  created_by_name: z.string().nullable(),
  sections: z.number().int(),
  state: z.enum(['live', 'scheduled', 'past']),
});
const previewAnswer = z.object({ id: z.number().int(), platform: z.enum(CMS_PLATFORMS), name: z.string(), slug: z.string(), scheduled: z.number().int(), sections: z.array(resolvedSection) });

const liveVersion = sql<number | null>`(select v.number from ${cmsVersions} v where v.container_id = ${cmsContainers.id} and v.publish_at <= now() order by v.publish_at desc, v.number desc limit 1)`;

/** Adds a version of the container, `latest_version` following it (the change History shows). */
const addVersion = async (
  tx: Executor,
  container: { id: number },
  version: { kind: 'publish' | 'schedule' | 'rollback'; publishAt: Date; snapshot: DraftSnapshot; restoredFrom?: number; actor: number },
) => {
  const [last] = await tx.select({ n: max(cmsVersions.number) }).from(cmsVersions).where(eq(cmsVersions.container_id, container.id));
  const number = (last?.n ?? 0) + 1;
  const [created] = await tx
    .insert(cmsVersions)
    .values({
      container_id: container.id,
      number,
      kind: version.kind,
      publish_at: version.publishAt,
      restored_from: version.restoredFrom ?? null,
      snapshot: version.snapshot,
      created_by: version.actor,
    })
    .returning({ id: cmsVersions.id, number: cmsVersions.number, publish_at: cmsVersions.publish_at, kind: cmsVersions.kind });
  await tx.update(cmsContainers).set({ latest_version: number, updated_at: new Date() }).where(eq(cmsContainers.id, container.id));
  return created!;
};

const versionOf = async (tx: Executor, containerId: number, versionId: number) => {
  const [version] = await tx.select().from(cmsVersions).where(and(eq(cmsVersions.id, versionId), eq(cmsVersions.container_id, containerId)));
  if (!version) throw refusedAt(422, 'invalid_version', 'version_id', { key: 'server.cms_version_missing' });
  return version;
};

export const registerContainerRoutes = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource,
    table: cmsContainers,
    createSchema: containerSchema,
    updateSchema: containerUpdateSchema,
    searchColumns: [cmsContainers.name, cmsContainers.slug],
    defaultSort: { field: 'name', order: 'ASC' },
    computedColumns: {
      live_version: liveVersion,
      scheduled_at: sql<string | null>`(select min(v.publish_at) from ${cmsVersions} v where v.container_id = ${cmsContainers.id} and v.publish_at > now())`,
      draft_changed: sql<boolean>`${cmsContainers.draft_updated_at} > coalesce((select max(v.created_at) from ${cmsVersions} v where v.container_id = ${cmsContainers.id}), '-infinity')`,
    },
    beforeWrite: async (_tx, values, existing) => checkRevision(values, existing),
  });

  /** Publishes the draft now, or schedules it: the snapshot is taken at once, atomically, and goes live at `publish_at`. */
  registerAction(app, db, resource, 'publish', {
    table: cmsContainers,
    schema: publishSchema,
    access: 'edit',
    handler: async (tx, { ids, input, staff }) => {
      const snapshot = await draftSnapshot(tx, ids[0]!);
      if (!snapshot.length) throw refusedAt(422, 'empty_container', 'sections', { key: 'server.cms_nothing_to_publish' });
      const now = new Date();
      if (input.publish_at && input.publish_at.getTime() <= now.getTime())
        throw refusedAt(422, 'schedule_past', 'publish_at', { key: 'server.cms_schedule_past' });
      return addVersion(tx, { id: ids[0]! }, { kind: input.publish_at ? 'schedule' : 'publish', publishAt: input.publish_at ?? now, snapshot, actor: staff.id });
    },
    response: addedVersion,
  });

  /** Restores an earlier version: a new version with its content goes live, and the draft becomes it. */
  registerAction(app, db, resource, 'rollback', {
    table: cmsContainers,
    schema: rollbackSchema,
    access: 'edit',
    handler: async (tx, { ids, input, staff }) => {
      const source = await versionOf(tx, ids[0]!, input.version_id);
      await restoreDraft(tx, ids[0]!, source.snapshot, staff.id);
      return addVersion(tx, { id: ids[0]! }, { kind: 'rollback', publishAt: new Date(), snapshot: source.snapshot, restoredFrom: source.number, actor: staff.id });
    },
    response: addedVersion,
  });

  /** Withdraws a scheduled version before it goes live. */
  registerAction(app, db, resource, 'unschedule', {
    table: cmsContainers,
    schema: unscheduleSchema,
    access: 'edit',
    handler: async (tx, { ids, input }) => {
      const version = await versionOf(tx, ids[0]!, input.version_id);
      if (version.publish_at.getTime() <= Date.now()) throw refusedAt(422, 'not_scheduled', 'version_id', { key: 'server.cms_not_scheduled' });
      await tx.delete(cmsVersions).where(eq(cmsVersions.id, version.id));
      return { id: version.id };
    },
    response: z.object({ id: z.number().int() }),
  });

  /** The container's versions, newest first, each marked live, scheduled or past, with who made it. */
  app.get(`/${resource.apiPath}/:id/versions`, { config: { access: { module: resource.module, action: 'show' } }, schema: { params: idParams, response: { 200: z.array(versionRow) } } }, async (request) => {
    const id = pathId(request.params);
    const rows = await db
      .select({
        id: cmsVersions.id,
        number: cmsVersions.number,
        kind: cmsVersions.kind,
        publish_at: cmsVersions.publish_at,
        restored_from: cmsVersions.restored_from,
        created_at: cmsVersions.created_at,
        created_by: cmsVersions.created_by,
        created_by_name: actorName,
        sections: sql<number>`jsonb_array_length(${cmsVersions.snapshot})`,
      })
      .from(cmsVersions)
      .leftJoin(employees, eq(employees.id, cmsVersions.created_by))
      .where(eq(cmsVersions.container_id, id))
      .orderBy(desc(cmsVersions.number));
    const [live] = await db
      .select({ id: cmsVersions.id })
      .from(cmsVersions)
      .where(and(eq(cmsVersions.container_id, id), lte(cmsVersions.publish_at, sql`now()`)))
      .orderBy(desc(cmsVersions.publish_at), desc(cmsVersions.number))
      .limit(1);
    const now = Date.now();
    return rows.map((row) => ({ ...row, state: row.id === live?.id ? 'live' : row.publish_at.getTime() > now ? 'scheduled' : 'past' }));
  });

  /** The draft as the storefront would show it, with every item's product or collection, dangling ones flagged. */
  app.get(`/${resource.apiPath}/:id/preview`, { config: { access: { module: resource.module, action: 'show' } }, schema: { params: idParams, response: { 200: previewAnswer } } }, async (request) => {
    const id = pathId(request.params);
    const [container] = await db.select().from(cmsContainers).where(eq(cmsContainers.id, id));
    if (!container) throw refusedAt(404, 'not_found', 'id', { key: 'server.cms_container_missing' });
    const sections = await resolveSnapshot(db, await draftSnapshot(db, id));
    const [scheduled] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsVersions)
      .where(and(eq(cmsVersions.container_id, id), gt(cmsVersions.publish_at, sql`now()`)));
    return { id, platform: container.platform, name: container.name, slug: container.slug, scheduled: scheduled?.n ?? 0, sections };
  });
};
