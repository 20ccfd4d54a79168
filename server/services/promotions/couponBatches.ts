import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { randomCodes } from '@domain/promotions/codes';
import { couponGenerateSchema } from '@domain/promotions/schemas';
import { getResource } from '@domain/resources';
import type { ServiceContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { couponBatches, coupons, discounts } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { registerJobType } from '../../jobs/registry';
import { jobRecordSchema, startJob } from '../../jobs/jobsApi';
import { csvLine, csvLines, sendCsv } from '../../http/csv';
import { notFound, refusedAt } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { recordChange } from '../../history/recordChange';
import { rowsOf } from '../../http/listTotal';
import { idParams } from '../../openapi/common';
import { rowSchema } from '../../openapi/tableRow';

export const GENERATE_COUPONS = 'promotions.generate-coupons';
/** Codes written a batch: one statement of one array parameter. */
const CODES_PER_BATCH = 10_000;

/**
 * Writes a batch's codes until the batch holds `count`: random codes, those already taken (by any
 * coupon, whatever their case) skipped by the unique index, so a batch may write fewer and the next
 * makes up the rest. The count lives in the batch's row, written in the batch's transaction.
 */
registerJobType<{ batch_id: number }, number>(GENERATE_COUPONS, {
  module: 'coupons',
  params: z.object({ batch_id: z.number().int().positive() }),
  async runBatch(tx, job) {
    const [batch] = await tx.select().from(couponBatches).where(eq(couponBatches.id, job.params.batch_id)).for('update');
    if (!batch) return { checkpoint: 0, processed: 0, finished: true, result: {} };
    const wanted = Math.min(CODES_PER_BATCH, batch.count - batch.generated);
    const codes = randomCodes(batch.prefix, wanted);
    const written = await tx.execute(sql`
      with written as (
        insert into ${coupons} (code, discount_id, usage_limit, per_customer_limit, batch_id, created_by)
        select code, ${batch.discount_id}::int, ${batch.usage_limit}::int, ${batch.per_customer_limit}::int, ${batch.id}::int, ${job.created_by}::int
        from unnest(string_to_array(${codes.join(',')}::text, ',')) as code
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from written`);
    const inserted = rowsOf<{ n: number }>(written)[0]?.n ?? 0;
    const generated = batch.generated + inserted;
    const finished = generated >= batch.count;
    await tx.update(couponBatches).set({ generated, status: finished ? 'done' : 'running', updated_at: new Date() }).where(eq(couponBatches.id, batch.id));
    return { checkpoint: generated, processed: inserted, total: batch.count, finished, result: finished ? { batch_id: batch.id, generated } : undefined };
  },
});

/**
 * `POST /coupons/generate {discount_id, prefix, count, ...}`: a batch and its job (202 with both; the
 * console follows the job's progress). `GET /coupons/batches/:id/codes.csv`: the batch's codes, streamed.
 */
export const registerCouponBatches = (app: FastifyInstance, { db, jobs }: ServiceContext) => {
  const resource = getResource('coupons');
  const path = `/${resource.apiPath}`;
  const batchRow = rowSchema(couponBatches);
  app.post(`${path}/generate`, { config: { access: { module: resource.module, action: 'create' } }, schema: { body: couponGenerateSchema, response: { 202: z.object({ batch: batchRow, job: jobRecordSchema }) } } }, async (request, reply) => {
    const input = couponGenerateSchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    const batch = await inTransaction(db, async (tx) => {
      const [discount] = await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, input.discount_id));
      if (!discount) throw refusedAt(400, 'invalid_input', 'discount_id', { key: 'server.record_missing' });
      const [row] = await tx.insert(couponBatches).values({ ...input, usage_limit: input.usage_limit ?? null, per_customer_limit: input.per_customer_limit ?? null, created_by: actor }).returning();
      await recordChange(tx, actor, 'discounts', input.discount_id, { coupon_batch: null }, { coupon_batch: { prefix: input.prefix, count: input.count } }, 'generate_coupons');
      return row!;
    });
    const job = await startJob(db, jobs, { type: GENERATE_COUPONS, params: { batch_id: batch.id }, createdBy: actor });
    return reply.status(202).send({ batch, job });
  });

  app.get(`${path}/batches/:id`, { config: { access: { module: resource.module, action: 'list' } }, schema: { params: idParams, response: { 200: batchRow } } }, async (request) => {
    const [batch] = await db.select().from(couponBatches).where(eq(couponBatches.id, pathId(request.params)));
    if (!batch) throw notFound();
    return batch;
  });

  app.get(`${path}/batches/:id/codes.csv`, { config: { access: { module: resource.module, action: 'export' } }, schema: { params: idParams, produces: 'text/csv' } }, async (request, reply) => {
    const id = pathId(request.params);
    const [batch] = await db.select().from(couponBatches).where(eq(couponBatches.id, id));
    if (!batch) throw notFound();
    async function* rows() {
      yield csvLine(['code', 'usage_limit', 'per_customer_limit']);
      for (let after = 0; ; ) {
        const page = await db
          .select({ id: coupons.id, code: coupons.code, usage_limit: coupons.usage_limit, per_customer_limit: coupons.per_customer_limit })
          .from(coupons)
          .where(and(eq(coupons.batch_id, id), gt(coupons.id, after)))
          .orderBy(asc(coupons.id))
          .limit(5000);
        if (!page.length) return;
        yield csvLines(page.map((row) => [row.code, row.usage_limit, row.per_customer_limit]));
        after = page.at(-1)!.id;
      }
    }
    return sendCsv(reply, `coupons-${batch.prefix || 'batch'}-${id}.csv`, rows());
  });
};
