import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { bulkIdsSchema, bulkRejectSchema, rejectSchema, REVIEWABLE_FROM, type ReviewDecision } from '../../../../src/domain/catalogue';
import { getResource } from '../../../../src/domain/resources';
import type { MessageKey } from '../../../../src/domain/serverMessages';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { variantReviews, variants } from '../../../db/schema';
import { staffOf } from '../../../auth/access';
import { registerCrud } from '../../../http/crud';
import { conflict, notFound } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { variantListOptions } from './variants';

const inReview = eq(variants.status, 'in_review');

/** The variant of a single-variant route: its :id must name one (404 like every record route), in whatever state. */
const variantOf = async (db: Database, params: unknown) => {
  const id = pathId(params);
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, id));
  if (!row) throw notFound();
  return row.id;
};

/** Locks the variants and checks each is in one of the allowed states; all or none move on. */
const lockIn = async (tx: Database, ids: number[], allowed: readonly string[], refusal: MessageKey) => {
  const rows = await tx.select({ id: variants.id, status: variants.status }).from(variants).where(inArray(variants.id, ids)).for('update');
  const blocked = ids.filter((id) => !rows.some((row) => row.id === id && allowed.includes(row.status)));
  if (blocked.length) throw conflict({ key: refusal }, { ids: { key: 'server.variant_ids', params: { ids: blocked.join(', ') } } });
};

/** Records the decision (who, when, why) and moves the variants to approved or rejected. */
const decide = (db: Database, ids: number[], decision: ReviewDecision, reason: string, staffId: number) =>
  inTransaction(db, async (tx) => {
    await lockIn(tx, ids, ['in_review'], 'server.variants_not_in_review');
    await tx.insert(variantReviews).values(ids.map((variant_id) => ({ variant_id, decision, reason, decided_by: staffId })));
    return tx
      .update(variants)
      .set({ status: decision, updated_at: new Date() })
      .where(inArray(variants.id, ids))
      .returning({ id: variants.id, status: variants.status });
  });

const submit = (db: Database, ids: number[]) =>
  inTransaction(db, async (tx) => {
    await lockIn(tx, ids, REVIEWABLE_FROM, 'server.variants_not_reviewable');
    return tx
      .update(variants)
      .set({ status: 'in_review', updated_at: new Date() })
      .where(inArray(variants.id, ids))
      .returning({ id: variants.id, status: variants.status });
  });

/**
 * The review queue: variants in review, listed and edited like all variants, plus the named
 * actions approve / reject (reason required), one at a time or in bulk, and send to review.
 */
export const registerReviewRoutes = (app: FastifyInstance, db: Database) => {
  const queue = getResource('in-review-variants');
  registerCrud(app, db, { resource: queue, ...variantListOptions(db), scope: inReview, routes: ['list', 'show', 'update'] });

  const decideAccess = { config: { access: { module: queue.module, action: 'edit' as const } } };
  const path = `/${queue.apiPath}`;
  app.post(`${path}/approve`, decideAccess, async (request) =>
    decide(db, bulkIdsSchema.parse(request.body ?? {}).ids, 'approved', '', staffOf(request).id),
  );
  app.post(`${path}/reject`, decideAccess, async (request) => {
    const { ids, reason } = bulkRejectSchema.parse(request.body ?? {});
    return decide(db, ids, 'rejected', reason, staffOf(request).id);
  });
  app.post(`${path}/:id/approve`, decideAccess, async (request) =>
    decide(db, [await variantOf(db, request.params)], 'approved', '', staffOf(request).id),
  );
  app.post(`${path}/:id/reject`, decideAccess, async (request) => {
    const id = await variantOf(db, request.params);
    const { reason } = rejectSchema.parse(request.body ?? {});
    return decide(db, [id], 'rejected', reason, staffOf(request).id);
  });

  const variantsPath = `/${getResource('variants').apiPath}`;
  const submitAccess = { config: { access: { module: 'variants' as const, action: 'edit' as const } } };
  app.post(`${variantsPath}/submit`, submitAccess, async (request) => submit(db, bulkIdsSchema.parse(request.body ?? {}).ids));
  app.post(`${variantsPath}/:id/submit`, submitAccess, async (request) => submit(db, [await variantOf(db, request.params)]));
};
