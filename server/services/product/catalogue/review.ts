import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { bulkIdsSchema, bulkRejectSchema, rejectSchema, REVIEWABLE_FROM, type ReviewDecision } from '@domain/catalogue';
import { getResource } from '@domain/resources';
import type { MessageKey } from '@domain/serverMessages';
import type { Database, Executor } from '../../../db/client';
import { variantReviews, variants } from '../../../db/schema';
import { registerCrud } from '../../../http/crud';
import { conflict } from '../../../http/errors';
import { registerAction, type ActionCall } from '../../../http/action';
import { variantListOptions } from './variants';
import { selectionSchema } from '../../../openapi/tableRow';

const inReview = eq(variants.status, 'in_review');

/** What approve, reject and submit answer: each variant moved, with its new status. */
const movedVariants = z.array(selectionSchema({ id: variants.id, status: variants.status }));

/** Locks the variants and checks each is in one of the allowed states; all or none move on. */
const lockIn = async (tx: Executor, ids: number[], allowed: readonly string[], refusal: MessageKey) => {
  const rows = await tx.select({ id: variants.id, status: variants.status }).from(variants).where(inArray(variants.id, ids)).for('update');
  const blocked = ids.filter((id) => !rows.some((row) => row.id === id && allowed.includes(row.status)));
  if (blocked.length) throw conflict({ key: refusal }, { ids: { key: 'server.variant_ids', params: { ids: blocked.join(', ') } } });
};

/** Records the decision (who, when, why) and moves the variants to approved or rejected. */
const decide = (decision: ReviewDecision) => async (tx: Executor, { ids, input, staff }: ActionCall<{ reason?: string }>) => {
  await lockIn(tx, ids, ['in_review'], 'server.variants_not_in_review');
  await tx.insert(variantReviews).values(ids.map((variant_id) => ({ variant_id, decision, reason: input.reason ?? '', decided_by: staff.id })));
  return tx
    .update(variants)
    .set({ status: decision, updated_at: new Date() })
    .where(inArray(variants.id, ids))
    .returning({ id: variants.id, status: variants.status });
};

const submit = async (tx: Executor, { ids }: ActionCall<unknown>) => {
  await lockIn(tx, ids, REVIEWABLE_FROM, 'server.variants_not_reviewable');
  return tx
    .update(variants)
    .set({ status: 'in_review', updated_at: new Date() })
    .where(inArray(variants.id, ids))
    .returning({ id: variants.id, status: variants.status });
};

/**
 * The review queue: variants in review, listed and edited like all variants, plus the named
 * actions approve / reject (reason required), one at a time or in bulk, and send to review.
 * Their History is the variant's.
 */
export const registerReviewRoutes = (app: FastifyInstance, db: Database) => {
  const queue = getResource('in-review-variants');
  const entity = 'variants';
  registerCrud(app, db, { resource: queue, ...variantListOptions(db), scope: inReview, routes: ['list', 'show', 'update'], historyEntity: entity });

  const onVariants = { table: variants, access: 'edit' as const, historyEntity: entity, response: movedVariants };
  // Approve and send to review take no fields beside the ids.
  const emptyBody = z.object({}).loose();
  registerAction(app, db, queue, 'approve', { ...onVariants, schema: emptyBody, bulkSchema: bulkIdsSchema, handler: decide('approved') });
  registerAction(app, db, queue, 'reject', { ...onVariants, schema: rejectSchema, bulkSchema: bulkRejectSchema, handler: decide('rejected') });
  registerAction(app, db, getResource('variants'), 'submit', { ...onVariants, schema: emptyBody, bulkSchema: bulkIdsSchema, handler: submit });
};
