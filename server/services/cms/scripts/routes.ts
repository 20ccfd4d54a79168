import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { scriptRollbackSchema, scriptSchema, scriptUpdateSchema, type PublicScript } from '@domain/scripts';
import { getResource } from '@domain/resources';
import type { Database } from '../../../db/client';
import { employees, scriptVersions, storefrontScripts } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { staffOf } from '../../../auth/access';
import { actorName } from '../../../history/actorName';
import { recordChange } from '../../../history/recordChange';
import { registerAction } from '../../../http/action';
import { registerCrud } from '../../../http/crud';
import { conflict } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { sendStorefrontAnswer, storefrontAnswer } from '../public';
import { addVersion, versionOf, versionFields } from './versions';
import { z } from 'zod';
import { idParams } from '../../../openapi/common';
import { rowSchema, selectionSchema } from '../../../openapi/tableRow';

const resource = getResource('scripts');
const path = `/${resource.apiPath}`;
type Script = typeof storefrontScripts.$inferSelect;

const scriptRow = rowSchema(storefrontScripts);
const publicScript = selectionSchema({ id: storefrontScripts.id, name: storefrontScripts.name, placement: storefrontScripts.placement, pages: storefrontScripts.pages, position: storefrontScripts.position, version: storefrontScripts.version, code: storefrontScripts.code });
/** `/public/scripts` as the storefront gets it (written as text, so the tests check it themselves). */
export const publicScriptsAnswer = z.object({ scripts: z.array(publicScript) });
/** A version's columns as its list answers them. */
const versionColumns = {
  id: scriptVersions.id,
  number: scriptVersions.number,
  name: scriptVersions.name,
  placement: scriptVersions.placement,
  pages: scriptVersions.pages,
  is_active: scriptVersions.is_active,
  position: scriptVersions.position,
  code: scriptVersions.code,
  restored_from: scriptVersions.restored_from,
  created_at: scriptVersions.created_at,
};
const versionRow = selectionSchema(versionColumns).extend({ created_by_name: z.string().nullable() });

/** The active scripts as the storefront gets them, by placement and order. */
export const activeScripts = async (db: Database): Promise<PublicScript[]> =>
  db
    .select({
      id: storefrontScripts.id,
      name: storefrontScripts.name,
      placement: storefrontScripts.placement,
      pages: storefrontScripts.pages,
      position: storefrontScripts.position,
      version: storefrontScripts.version,
      code: storefrontScripts.code,
    })
    .from(storefrontScripts)
    .where(eq(storefrontScripts.is_active, true))
    .orderBy(asc(storefrontScripts.placement), asc(storefrontScripts.position), asc(storefrontScripts.id));

/**
 * Storefront scripts: every save is a new version (the live one is the script's row), a rollback
 * copies an earlier version back as a new one. Only the `scripts` module (admins by default) reaches
 * them: a script runs in every customer's browser.
 */
export const registerScriptRoutes = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource,
    table: storefrontScripts,
    createSchema: scriptSchema,
    updateSchema: scriptUpdateSchema,
    searchColumns: [storefrontScripts.name],
    defaultSort: { field: 'position', order: 'ASC' },
    routes: ['list', 'show', 'update', 'delete'],
    beforeWrite: async (tx, { base_version: base, ...values }, existing, staff) => {
      const current = existing as Script;
      // The diff was shown against `base`: saving over a newer version would drop someone's change unseen.
      if (base !== undefined && base !== current.version) throw conflict({ key: 'server.script_stale_edit' }, { code: { key: 'server.script_stale_edit' } });
      const next = { ...current, ...values, version: current.version + 1 } as Script;
      await addVersion(tx, next, staff.id);
      return { ...values, version: next.version };
    },
  });

  app.post(path, { config: { access: { module: resource.module, action: 'create' } }, schema: { body: scriptSchema, response: { 201: scriptRow } } }, async (request, reply) => {
    const values = scriptSchema.parse(request.body ?? {});
    const staff = staffOf(request);
    const created = await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(storefrontScripts).values({ ...values, version: 1, created_by: staff.id }).returning();
      await addVersion(tx, row!, staff.id);
      await recordChange(tx, staff.id, resource.name, row!.id, undefined, row);
      return row!;
    });
    return reply.status(201).send(created);
  });

  /** Puts an earlier version back live, as a new version that says which it restored. */
  registerAction(app, db, resource, 'rollback', {
    table: storefrontScripts,
    schema: scriptRollbackSchema,
    access: 'edit',
    handler: async (tx, { ids, input, staff, before }) => {
      const current = before[0] as Script;
      const source = await versionOf(tx, ids[0]!, input.version_id);
      const [restored] = await tx
        .update(storefrontScripts)
        .set({ ...versionFields(source), version: current.version + 1, updated_at: new Date() })
        .where(eq(storefrontScripts.id, ids[0]!))
        .returning();
      await addVersion(tx, restored!, staff.id, source.number);
      return restored;
    },
    response: scriptRow,
  });

  /** The script's versions, newest first, with who saved each. */
  app.get(`${path}/:id/versions`, { config: { access: { module: resource.module, action: 'show' } }, schema: { params: idParams, response: { 200: z.array(versionRow) } } }, async (request) =>
    db
      .select({ ...versionColumns, created_by_name: actorName })
      .from(scriptVersions)
      .leftJoin(employees, eq(employees.id, scriptVersions.created_by))
      .where(eq(scriptVersions.script_id, pathId(request.params)))
      .orderBy(desc(scriptVersions.number)),
  );

  /** The storefront's read: the active scripts, with an ETag (a 304 when unchanged), as the CMS layout is served. */
  app.get('/public/scripts', { config: { access: { public: true } }, schema: { summary: 'The active scripts, for storefronts (ETag, 304)', response: { 200: publicScriptsAnswer } } }, async (request, reply) =>
    sendStorefrontAnswer(request, reply, storefrontAnswer({ scripts: await activeScripts(db) })),
  );
};
