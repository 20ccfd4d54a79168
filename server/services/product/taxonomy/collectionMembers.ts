import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { brands, collectionProducts, collections, products } from '../../../db/schema';
import { badRequest, unknownSort } from '../../../http/errors';
import type { ListQuery } from '../../../http/listQuery';
import { exactCount, pageTotal, rowsOf } from '../../../http/listTotal';
import { rulesCondition } from './collectionRules';

type Row = Record<string, unknown>;

/** How many products a collection holds: those its rules match, or those picked for it. */
const productCount = (collection: Row): SQL =>
  collection.type === 'rule'
    ? sql`(select count(*)::int from ${products} where ${rulesCondition(collection.rules)})`
    : sql`(select count(*)::int from ${collectionProducts} where ${collectionProducts.collection_id} = ${collection.id})`;

/**
 * `products_count` of the answered collections, in one query for the page. A rule collection's
 * count depends on its stored rules, so it cannot be one SQL column over the list (nor sorted on).
 */
export const withProductCounts = (db: Database) => async (rows: Row[]) => {
  if (!rows.length) return rows;
  const counts = sql.join(
    rows.map((row, index) => sql`${productCount(row)} as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select ${counts}`));
  return rows.map((collection, index) => ({ ...collection, products_count: Number(row?.[`c${index}`] ?? 0) }));
};

const collectionFilter = z.object({ collection_id: z.coerce.number().int().positive() }).strict();

/**
 * A page of the products a rule collection's rules match, in the row shape of picked products,
 * read-only. Their order is the catalogue's newest first (the products_created_at index), and the
 * position follows it. Lists of manual collections are left to the table (undefined).
 */
/** A product a rule collection's rules pick, as its list answers it. */
export const ruleCollectionProductRow = z.object({
  id: z.string(),
  collection_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  status: z.string(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  position: z.number().int(),
});

export const ruleCollectionProductsPage = (db: Database) => async (query: ListQuery) => {
  const collectionId = z.coerce.number().int().positive().safeParse(query.filter.collection_id);
  if (!collectionId.success) return undefined;
  const [collection] = await db
    .select({ type: collections.type, rules: collections.rules })
    .from(collections)
    .where(eq(collections.id, collectionId.data));
  if (collection?.type !== 'rule') return undefined;
  if (!collectionFilter.safeParse(query.filter).success)
    throw badRequest({ key: 'server.rule_collection_filters' }, { filter: { key: 'server.rule_collection_filter' } });
  if (query.sort.field !== 'position') throw unknownSort(query.sort.field);

  const where = rulesCondition(collection.rules);
  // Position ascending is newest first.
  const order = query.sort.order === 'ASC' ? desc : asc;
  const page = await db
    .select({
      product_id: products.id,
      title: products.title,
      status: products.status,
      image: sql<string | null>`${products.images}[1]`,
      brand: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .where(where)
    .orderBy(order(products.created_at), order(products.id))
    .limit(query.limit)
    .offset(query.offset);
  const { total } = await pageTotal(query.offset, query.limit, page.length, (seen) => exactCount(db, products, where, seen));
  const positionOf = (index: number) => (query.sort.order === 'ASC' ? query.offset + index : total - 1 - query.offset - index);
  const rows = page.map((product, index) => ({
    // Not a collection_products row: an id of its own kind, which no write route accepts.
    id: `rule-${collectionId.data}-${product.product_id}`,
    collection_id: collectionId.data,
    ...product,
    position: positionOf(index),
  }));
  return { rows, total };
};
