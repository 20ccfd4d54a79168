import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { STARRED_PAGES_LIMIT, starSchema } from '@domain/profile';
import { employees, starredPages } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { staffOf } from '../../auth/access';
import { recordChange } from '../../history/recordChange';
import { notFound, refusedAt } from '../../http/errors';
import { ok } from '../../http/envelope';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../../context';
import { envelope } from '../../openapi/common';
import { selectionSchema } from '../../openapi/tableRow';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const STARS_PATH = '/stars';

const starRow = selectionSchema({ id: starredPages.id, path: starredPages.path, created_at: starredPages.created_at });

export const starredPagesOf = (db: Database, employeeId: number) =>
  db
    .select({ id: starredPages.id, path: starredPages.path, created_at: starredPages.created_at })
    .from(starredPages)
    .where(eq(starredPages.employee_id, employeeId))
    .orderBy(asc(starredPages.id));

/** The signed-in employee's starred pages: any employee keeps their own, at most STARRED_PAGES_LIMIT. */
export const registerStarredPages = (app: FastifyInstance, { db }: ServiceContext) => {
  const access = { authenticated: true } as const;

  app.get(STARS_PATH, { config: { access }, schema: { summary: 'The staff member\'s starred pages', response: { 200: envelope(z.array(starRow)) } } }, async (request) => {
    const rows = await starredPagesOf(db, staffOf(request).id);
    return ok(rows);
  });

  app.post(STARS_PATH, { config: { access }, schema: { summary: 'Star a page (a page already starred answers its star)', body: starSchema, response: { 200: envelope(starRow) } } }, async (request) => {
    const staff = staffOf(request);
    const { path } = starSchema.parse(request.body ?? {});
    return inTransaction(db, async (tx) => {
      // The employee's row lock: two stars at once cannot both be the tenth.
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, staff.id)).for('update');
      const [known] = await tx.select().from(starredPages).where(and(eq(starredPages.employee_id, staff.id), eq(starredPages.path, path)));
      if (known) return ok({ id: known.id, path: known.path, created_at: known.created_at });
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(starredPages).where(eq(starredPages.employee_id, staff.id));
      if (n >= STARRED_PAGES_LIMIT)
        throw refusedAt(422, 'stars_limit', 'path', { key: 'server.stars_limit', params: { limit: STARRED_PAGES_LIMIT } });
      const [row] = await tx.insert(starredPages).values({ employee_id: staff.id, path }).returning();
      await recordChange(tx, staff.id, 'starred_pages', row!.id, undefined, { employee_id: staff.id, path });
      return ok({ id: row!.id, path: row!.path, created_at: row!.created_at });
    });
  });

  app.delete(`${STARS_PATH}/:id`, { config: { access }, schema: { params: idParams, response: { 200: envelope(starRow.omit({ created_at: true })) } } }, async (request) => {
    const staff = staffOf(request);
    const { id } = idParams.parse(request.params);
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .delete(starredPages)
        .where(and(eq(starredPages.id, id), eq(starredPages.employee_id, staff.id)))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, staff.id, 'starred_pages', row.id, { employee_id: staff.id, path: row.path }, undefined);
      return ok({ id: row.id, path: row.path });
    });
  });
};
