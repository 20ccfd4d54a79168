import type { FastifyInstance } from 'fastify';
import { discountSchema, discountUpdateSchema } from '@domain/promotions/schemas';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { discounts } from '../../db/schema';
import { registerCrud } from '../../http/crud';

/** Discounts: CRUD with History; an update is checked whole again once merged with the stored row. */
export const registerDiscounts = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('discounts'),
    table: discounts,
    createSchema: discountSchema,
    updateSchema: discountUpdateSchema,
    searchColumns: [discounts.title],
    defaultSort: { field: 'created_at', order: 'DESC' },
    beforeWrite: async (_tx, values, existing) => (existing ? { ...values, ...discountSchema.parse({ ...existing, ...values }) } : values),
  });
};
