import type { FastifyInstance } from 'fastify';
import { desc, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canDo } from '@domain/permissions';
import { schemaMessage } from '@domain/schemaMessages';
import { products, variants } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { prefixQuery, textSearch } from '../../http/search';
import type { ServiceContext } from '../../context';
import { registerGlobalSearch } from './globalSearch';
import { registerStarredPages } from './starredPages';
import { selectionSchema } from '../../openapi/tableRow';

const searchQuery = z.object({
  q: z.string().trim().min(1, schemaMessage('server.search_empty')).max(200),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const catalogueAnswer = z.object({
  q: z.string(),
  products: z.array(selectionSchema({ id: products.id, title: products.title, slug: products.slug, status: products.status, brand_id: products.brand_id })),
  variants: z.array(selectionSchema({ id: variants.id, sku: variants.sku, barcode: variants.barcode, product_id: variants.product_id, status: variants.status })),
});

/**
 * The search ("elastic") base: one query across the catalogue, best matches first. Lists search
 * their own rows with the same full-text helper (server/http/search.ts).
 */
export const searchService = async (app: FastifyInstance, context: ServiceContext) => {
  const { db } = context;
  registerGlobalSearch(app, context);
  registerStarredPages(app, context);
  app.get('/catalogue', { config: { access: { module: 'products', action: 'list' } }, schema: { summary: 'Products and variants matching q (variants with variants:list)', querystring: searchQuery, response: { 200: catalogueAnswer } } }, async (request) => {
    const { q, limit } = searchQuery.parse(request.query);
    const query = prefixQuery(q) ?? '';
    const rank = sql<number>`ts_rank(${products.search}, to_tsquery('simple', ${query}))`;
    const foundProducts = await db
      .select({ id: products.id, title: products.title, slug: products.slug, status: products.status, brand_id: products.brand_id })
      .from(products)
      .where(textSearch(q, { document: products.search, substring: [products.title] }))
      .orderBy(desc(rank), desc(products.id))
      .limit(limit);
    const mayListVariants = canDo(staffOf(request), 'variants', 'list');
    const productIds = foundProducts.map((product) => product.id);
    const foundVariants = mayListVariants
      ? await db
          .select({ id: variants.id, sku: variants.sku, barcode: variants.barcode, product_id: variants.product_id, status: variants.status })
          .from(variants)
          .where(or(textSearch(q, { substring: [variants.sku, variants.barcode] }), productIds.length ? inArray(variants.product_id, productIds) : undefined))
          .orderBy(desc(variants.created_at), desc(variants.id))
          .limit(limit)
      : [];
    return { q, products: foundProducts, variants: foundVariants };
  });
};
