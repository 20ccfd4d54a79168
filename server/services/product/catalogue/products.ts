import type { FastifyInstance } from 'fastify';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { productSchema, productUpdateSchema } from '@domain/catalogue';
import { getResource } from '@domain/resources';
import type { Database } from '../../../db/client';
import { brands, products, shelfStock, variants } from '../../../db/schema';
import { registerCrud } from '../../../http/crud';
import { conflict } from '../../../http/errors';
import { estimatedCount } from '../../../http/listTotal';
import { textSearch } from '../../../http/search';
import { productCategoryLabel } from '../taxonomy/categoryTree';
import { checkProductAttributes } from './productAttributes';
import { anyOf, equalsUnlessAll, ids, productsInCategory, stockCondition, stockExists } from './filters';

/** Variants of the product on the current row. */
const ofThisProduct = sql`${shelfStock.variant_id} in (select ${variants.id} from ${variants} where ${variants.product_id} = ${products.id})`;

export const productSearch = (q: unknown) => textSearch(q, { document: products.search, substring: [products.title] });

/** Product templates: the spec's filters (category, stock, brands, warehouses, variant statuses, status). */
export const registerProductRoutes = (app: FastifyInstance, db: Database) =>
  registerCrud(app, db, {
    resource: getResource('products'),
    table: products,
    createSchema: productSchema,
    updateSchema: productUpdateSchema,
    search: productSearch,
    countRows: estimatedCount(),
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: {
      variants_count: sql<number>`(select count(*)::int from ${variants} where ${variants.product_id} = ${products.id})`,
      stock: sql<number>`(select coalesce(sum(${shelfStock.quantity}), 0)::int from ${shelfStock} where ${ofThisProduct})`,
      // The names a row shows, looked up by primary key, so the list needs no second round trip for them.
      brand_name: sql<string | null>`(select ${brands.name} from ${brands} where ${brands.id} = ${products.brand_id})`,
      category_name: productCategoryLabel,
    },
    customFilters: {
      category: productsInCategory,
      stock: (value) => stockCondition(db, value, ofThisProduct),
      brand_id: (value) => {
        const brandIds = ids('brand_id', value);
        return brandIds && inArray(products.brand_id, brandIds);
      },
      warehouse_id: (value) => {
        const warehouseIds = ids('warehouse_id', value);
        return warehouseIds && stockExists(db, ofThisProduct, warehouseIds);
      },
      variant_status: (value) => {
        const statuses = anyOf(variants.status, 'variant_status')(value);
        return (
          statuses &&
          exists(db.select({ one: sql`1` }).from(variants).where(and(eq(variants.product_id, products.id), statuses)))
        );
      },
      status: equalsUnlessAll(products.status, 'status'),
    },
    beforeWrite: checkProductAttributes,
    beforeDelete: async (tx, existing) => {
      const [used] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.product_id, existing.id as number)).limit(1);
      if (used) throw conflict({ key: 'server.product_has_variants' });
    },
  });
