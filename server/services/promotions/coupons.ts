import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { couponSchema, couponUpdateSchema } from '@domain/promotions/schemas';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { coupons, discounts } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { refusedAt } from '../../http/errors';

/** A code is unique whatever its letter case: refused at the field before the unique index would. */
const refuseTakenCode = async (tx: Executor, code: unknown, id: number | undefined) => {
  if (typeof code !== 'string') return;
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = lower(${code})`, id === undefined ? undefined : ne(coupons.id, id)))
    .limit(1);
  if (taken) throw refusedAt(409, 'conflict', 'code', { key: 'server.coupon_code_taken', params: { code } });
};

/** Coupons: CRUD with History, the discount's title beside each. */
export const registerCoupons = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('coupons'),
    table: coupons,
    createSchema: couponSchema,
    updateSchema: couponUpdateSchema,
    searchColumns: [coupons.code],
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: { discount_title: sql`(select ${discounts.title} from ${discounts} where ${discounts.id} = ${coupons.discount_id})` },
    beforeWrite: async (tx, values, existing) => {
      await refuseTakenCode(tx, values.code, existing?.id as number | undefined);
      return existing ? { ...values, ...couponSchema.parse({ ...existing, ...values }) } : values;
    },
  });
};

export const couponByCode = async (tx: Executor, code: string) =>
  (await tx.select().from(coupons).where(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase())).limit(1))[0];
