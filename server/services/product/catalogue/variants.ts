import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { variantSchema, variantUpdateSchema } from '@domain/catalogue';
import { getResource } from '@domain/resources';
import type { Database } from '../../../db/client';
import { employees, products, shelfStock, variantReviews, variants } from '../../../db/schema';
import { registerCrud, type CrudOptions } from '../../../http/crud';
import { conflict } from '../../../http/errors';
import { estimatedCount } from '../../../http/listTotal';
import { textSearch } from '../../../http/search';
import { anyOf, equalsUnlessAll, expiryCondition, ids, productsInCategory, stockCondition, stockExists } from './filters';
import { productSearch } from './products';

const thisVariant = eq(shelfStock.variant_id, variants.id);

/** Variants whose product matches a condition on products. */
const byProduct = (db: Database, condition: SQL | undefined) =>
  condition && inArray(variants.product_id, db.select({ id: products.id }).from(products).where(condition));

/** SKUs and barcodes carry digits or hyphens; plain words are looked up in the products' text only. */
const looksLikeCode = (text: string) => /[0-9-]/.test(text);

/**
 * `q` on variants: the product's text matches (GIN), or, for a code-like q, the SKU or barcode
 * contains it (trigram GIN). The two sides are a union of index lookups, so neither scans variants.
 */
const variantSearch = (db: Database) => (q: unknown) => {
  const text = String(q ?? '').trim();
  const ofProduct = byProduct(db, productSearch(text));
  if (!ofProduct || !looksLikeCode(text)) return ofProduct;
  const matching = db
    .select({ id: variants.id })
    .from(variants)
    .where(textSearch(text, { substring: [variants.sku, variants.barcode] }))
    .union(db.select({ id: variants.id }).from(variants).where(ofProduct));
  return inArray(variants.id, matching);
};

/** Review decisions of the variant on the current row, newest first, with who decided. */
const reviewHistory = sql`(
  select coalesce(json_agg(json_build_object(
    'decision', ${variantReviews.decision}, 'reason', ${variantReviews.reason},
    'decided_at', ${variantReviews.decided_at}, 'decided_by', ${variantReviews.decided_by},
    'decided_by_name', ${employees.first_name} || ' ' || ${employees.last_name}
  ) order by ${variantReviews.decided_at} desc), '[]'::json)
  from ${variantReviews} join ${employees} on ${employees.id} = ${variantReviews.decided_by}
  where ${variantReviews.variant_id} = ${variants.id})`;

/** What the all-variants list and the review queue share: filters, search, counting. */
export const variantListOptions = (db: Database): Omit<CrudOptions, 'resource'> => ({
  table: variants,
  createSchema: variantSchema,
  updateSchema: variantUpdateSchema,
  search: variantSearch(db),
  countRows: estimatedCount(),
  defaultSort: { field: 'created_at', order: 'DESC' },
  computedColumns: {
    stock: sql<number>`(select coalesce(sum(${shelfStock.quantity}), 0)::int from ${shelfStock} where ${thisVariant})`,
    // The product's title a row shows, by primary key, so the list needs no second round trip for it.
    product_title: sql<string>`(select ${products.title} from ${products} where ${products.id} = ${variants.product_id})`,
  },
  detailColumns: { reviews: reviewHistory },
  customFilters: {
    category: (value) => byProduct(db, productsInCategory(value)),
    stock: (value) => stockCondition(db, value, thisVariant),
    brand_id: (value) => {
      const brandIds = ids('brand_id', value);
      return brandIds && byProduct(db, inArray(products.brand_id, brandIds));
    },
    warehouse_id: (value) => {
      const warehouseIds = ids('warehouse_id', value);
      return warehouseIds && stockExists(db, thisVariant, warehouseIds);
    },
    status: anyOf(variants.status, 'status'),
    product_status: (value) => byProduct(db, equalsUnlessAll(products.status, 'product_status')(value)),
    erp_status: anyOf(variants.erp_status, 'erp_status'),
    is_expired: expiryCondition(variants.expires_at),
  },
  beforeDelete: async (tx, existing) => {
    const [held] = await tx
      .select({ id: shelfStock.id })
      .from(shelfStock)
      .where(and(eq(shelfStock.variant_id, existing.id as number), sql`${shelfStock.quantity} > 0`))
      .limit(1);
    if (held) throw conflict({ key: 'server.variant_has_stock' });
    await tx.delete(shelfStock).where(eq(shelfStock.variant_id, existing.id as number));
  },
});

export const registerVariantRoutes = (app: FastifyInstance, db: Database) =>
  registerCrud(app, db, { resource: getResource('variants'), ...variantListOptions(db) });
