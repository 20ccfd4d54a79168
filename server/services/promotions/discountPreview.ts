import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX } from '@domain/bounds';
import type { Buyer, DiscountRule } from '@domain/promotions';
import { discountPreviewSchema, type DiscountPreview, type DiscountPreviewInput } from '@domain/promotions/preview';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { readerOf } from '../../db/readReplica';
import { products, variants } from '../../db/schema';
import { HttpError, type FieldMessages } from '../../http/errors';
import { priceCartLines, type CartLineBasics } from './cartPricing';
import { discountHits } from './discountHits';

/** Lines of the default sample: the first variants hit, one piece each. */
const DEFAULT_SAMPLE_LINES = 3;

/** The form's values as the engine's rule, live now and applied without a code; a new discount sorts after every stored one on a tie. */
const draftOf = (input: DiscountPreviewInput): DiscountRule => ({
  id: input.id ?? INT4_MAX,
  title: input.title ?? '',
  kind: input.kind,
  value: input.value,
  buyQuantity: input.buy_quantity,
  getQuantity: input.get_quantity,
  scope: input.scope,
  scopeIds: input.scope_ids,
  minOrderValue: input.min_order_value,
  minQuantity: input.min_quantity,
  startsAt: null,
  endsAt: null,
  priority: input.priority,
  combines: input.combines,
  eligibility: input.eligibility,
  customerTags: input.customer_tags,
  automatic: true,
  isActive: true,
});

/** A sample buyer the discount is open to: tagged as it asks, on a first order. */
const sampleBuyer = (rule: DiscountRule): Buyer => ({ customerId: 0, tags: rule.customerTags, previousOrders: 0 });

/** A default sample reaches the pieces buy X get Y or a minimum quantity needs, on its first line. */
const defaultSample = (rule: DiscountRule, hits: readonly { variant_id: number }[]) => {
  const lines = hits.slice(0, DEFAULT_SAMPLE_LINES).map((hit) => ({ variant_id: hit.variant_id, quantity: 1 }));
  const needed = Math.max(rule.kind === 'buy_x_get_y' ? rule.buyQuantity + rule.getQuantity : 0, rule.minQuantity);
  if (lines.length && lines.length < needed) lines[0]!.quantity += needed - lines.length;
  return lines;
};

const hitSchema = z.object({ variant_id: z.number().int(), product_id: z.number().int(), sku: z.string(), title: z.string(), price: z.number().int(), discounted_price: z.number().int().nullable() });
const lineSchema = z.object({ variant_id: z.number().int(), sku: z.string(), title: z.string(), unit_price: z.number().int(), quantity: z.number().int(), gross: z.number().int(), discount: z.number().int(), net: z.number().int() });
const previewAnswer = z.object({
  hits: z.object({ total: z.number().int(), estimated: z.boolean(), variants: z.array(hitSchema) }),
  cart: z.object({
    sample: z.enum(['given', 'default']),
    lines: z.array(lineSchema),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    applied: z.array(z.object({ source: z.enum(['discount', 'steal']), id: z.number().int(), title: z.string(), amount: z.number().int(), previewed: z.boolean() })),
    skipped: z.string().nullable(),
  }),
});

/**
 * `POST /discounts/preview`: the form's unsaved values as if the discount were live: the variants it
 * reaches, and a sample cart priced by checkout's own code beside the other live promotions. Reads only.
 */
export const registerDiscountPreview = (app: FastifyInstance, primary: Database) => {
  const resource = getResource('discounts');
  app.post(
    `/${resource.apiPath}/preview`,
    { config: { access: { module: resource.module, action: 'show' } }, schema: { summary: 'Preview a discount form: variants hit and a sample cart', body: discountPreviewSchema, response: { 200: previewAnswer } } },
    async (request): Promise<DiscountPreview> => {
      const input = discountPreviewSchema.parse(request.body ?? {});
      const db = readerOf(primary);
      const rule = draftOf(input);
      const hits = await discountHits(db, rule);
      const sample = input.sample ?? defaultSample(rule, hits.variants);
      const ids = [...new Set(sample.map((line) => line.variant_id))];
      const known = ids.length
        ? await db.select({ id: variants.id, sku: variants.sku, title: products.title, price: variants.price }).from(variants).innerJoin(products, eq(products.id, variants.product_id)).where(inArray(variants.id, ids))
        : [];
      const missing: FieldMessages = {};
      sample.forEach((line, index) => {
        if (!known.some((one) => one.id === line.variant_id)) missing[`sample.${index}.variant_id`] = { key: 'server.record_missing' };
      });
      if (Object.keys(missing).length) throw new HttpError(400, 'invalid_input', { key: 'server.invalid_fields' }, missing);
      const variantOf = (id: number) => known.find((one) => one.id === id)!;
      const basics: CartLineBasics[] = sample.map((line) => ({ variant_id: line.variant_id, unit_price: variantOf(line.variant_id).price, quantity: line.quantity }));
      const { priced } = await priceCartLines(db, basics, { customerId: null, draft: rule, buyer: sampleBuyer(rule), checkApplies: false });
      return {
        hits,
        cart: {
          sample: input.sample ? 'given' : 'default',
          lines: priced.lines.map((line) => ({
            variant_id: line.variantId,
            sku: variantOf(line.variantId).sku,
            title: variantOf(line.variantId).title,
            unit_price: line.unitPrice,
            quantity: line.quantity,
            gross: line.gross,
            discount: line.discount,
            net: line.net,
          })),
          subtotal: priced.subtotal,
          discount: priced.discount,
          total: priced.total,
          applied: priced.applied.map((one) => ({ ...one, previewed: one.source === 'discount' && one.id === rule.id })),
          skipped: priced.skipped.find((one) => one.id === rule.id)?.reason ?? null,
        },
      };
    },
  );
};
