import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { stealSchema, stealUpdateSchema, stealVariantsSchema } from '@domain/promotions/schemas';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { products, stealVariants, steals, variants } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { registerCrud } from '../../http/crud';
import { HttpError, notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { recordChange } from '../../history/recordChange';
import { z } from 'zod';
import { idParams } from '../../openapi/common';
import { rowSchema } from '../../openapi/tableRow';

const unitsSold = sql<number>`(select coalesce(sum(${stealVariants.sold}), 0)::int from ${stealVariants} where ${stealVariants.steal_id} = ${steals.id})`;
const variantsCount = sql<number>`(select count(*)::int from ${stealVariants} where ${stealVariants.steal_id} = ${steals.id})`;
/** upcoming, live or ended now (the database's clock); a switched-off steal is never live. */
const state = sql<string>`case when ${steals.starts_at} > now() then 'upcoming' when ${steals.ends_at} <= now() then 'ended' else 'live' end`;

/** Its variants with their SKU, title, catalogue price, steal price, cap and pieces sold. */
const variantLines = sql`(
  select coalesce(json_agg(json_build_object(
    'variant_id', ${stealVariants.variant_id}, 'sku', ${variants.sku}, 'title', ${products.title}, 'list_price', ${variants.price},
    'price', ${stealVariants.price}, 'quantity_cap', ${stealVariants.quantity_cap}, 'sold', ${stealVariants.sold}
  ) order by ${stealVariants.id}), '[]'::json)
  from ${stealVariants} join ${variants} on ${variants.id} = ${stealVariants.variant_id} join ${products} on ${products.id} = ${variants.product_id}
  where ${stealVariants.steal_id} = ${steals.id})`;

/**
 * Steals: CRUD with History (units sold and state computed), and `PUT /steals/:id/variants` replacing
 * its variants: a variant kept keeps its pieces sold, a cap never set below them, a price below the
 * variant's own. One History row of the steal names the variants before and after.
 */
export const registerSteals = (app: FastifyInstance, db: Database) => {
  const resource = getResource('steals');
  registerCrud(app, db, {
    resource,
    table: steals,
    createSchema: stealSchema,
    updateSchema: stealUpdateSchema,
    searchColumns: [steals.title],
    defaultSort: { field: 'starts_at', order: 'DESC' },
    computedColumns: { units_sold: unitsSold, variants_count: variantsCount, state },
    customFilters: { state: (value) => sql`${state} = ${String(value)}` },
    detailColumns: { variants: variantLines },
    beforeWrite: async (_tx, values, existing) => (existing ? { ...values, ...stealSchema.parse({ ...existing, ...values }) } : values),
  });

  const replaceVariants = {
    summary: 'Replace the steal\'s variants (a variant kept keeps its pieces sold)',
    params: idParams,
    body: stealVariantsSchema,
    response: { 200: z.object({ id: z.number().int(), variants: z.array(rowSchema(stealVariants)) }) },
  };
  app.put(`/${resource.apiPath}/:id/variants`, { config: { access: { module: resource.module, action: 'edit' } }, schema: replaceVariants }, async (request) => {
    const id = pathId(request.params);
    const input = stealVariantsSchema.parse(request.body ?? {});
    return inTransaction(db, async (tx) => {
      const [steal] = await tx.select().from(steals).where(eq(steals.id, id)).for('update');
      if (!steal) throw notFound();
      const before = await tx.select().from(stealVariants).where(eq(stealVariants.steal_id, id)).orderBy(asc(stealVariants.id)).for('update');
      const ids = input.variants.map((line) => line.variant_id);
      const prices = ids.length ? await tx.select({ id: variants.id, price: variants.price }).from(variants).where(inArray(variants.id, ids)) : [];
      const fields: Record<string, { key: 'server.steal_price_over' | 'server.steal_cap_below_sold' | 'server.record_missing'; params?: Record<string, number> }> = {};
      input.variants.forEach((line, index) => {
        const variant = prices.find((one) => one.id === line.variant_id);
        const sold = before.find((one) => one.variant_id === line.variant_id)?.sold ?? 0;
        if (!variant) fields[`variants.${index}.variant_id`] = { key: 'server.record_missing' };
        else if (line.price >= variant.price) fields[`variants.${index}.price`] = { key: 'server.steal_price_over' };
        if (line.quantity_cap < sold) fields[`variants.${index}.quantity_cap`] = { key: 'server.steal_cap_below_sold', params: { sold } };
      });
      if (Object.keys(fields).length) throw new HttpError(400, 'invalid_input', { key: 'server.invalid_fields' }, fields);
      const gone = before.filter((one) => !ids.includes(one.variant_id) && one.sold === 0).map((one) => one.id);
      if (gone.length) await tx.delete(stealVariants).where(inArray(stealVariants.id, gone));
      for (const line of input.variants) {
        await tx
          .insert(stealVariants)
          .values({ steal_id: id, ...line })
          .onConflictDoUpdate({ target: [stealVariants.steal_id, stealVariants.variant_id], set: { price: line.price, quantity_cap: line.quantity_cap } });
      }
      const after = await tx.select().from(stealVariants).where(eq(stealVariants.steal_id, id)).orderBy(asc(stealVariants.id));
      const view = (rows: typeof after) => rows.map(({ variant_id, price, quantity_cap }) => ({ variant_id, price, quantity_cap }));
      await recordChange(tx, staffOf(request).id, resource.name, id, { variants: view(before) }, { variants: view(after) }, 'variants');
      return { id, variants: after };
    });
  });
};
