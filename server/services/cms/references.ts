import { and, inArray, min, eq } from 'drizzle-orm';
import type { PublishedItem, ResolvedItem, ResolvedSection } from '@domain/cms';
import type { Executor } from '../../db/client';
import { collections, products, variants, type DraftSnapshot, type SnapshotItem } from '../../db/schema';


type ProductCard = NonNullable<PublishedItem['product']>;
type CollectionCard = NonNullable<PublishedItem['collection']>;

const idsOf = (snapshot: DraftSnapshot, key: 'product_id' | 'collection_id') => [
  ...new Set(snapshot.flatMap((section) => section.items.map((item) => item[key]).filter((id): id is number => id !== null))),
];

const loadProducts = async (tx: Executor, ids: number[]) => {
  if (!ids.length) return new Map<number, ProductCard & { status: string }>();
  const rows = await tx
    .select({ id: products.id, title: products.title, slug: products.slug, status: products.status, images: products.images })
    .from(products)
    .where(inArray(products.id, ids));
  const prices = await tx
    .select({ id: variants.product_id, price: min(variants.price) })
    .from(variants)
    .where(and(inArray(variants.product_id, ids), eq(variants.status, 'approved')))
    .groupBy(variants.product_id);
  const priceOf = new Map(prices.map((row) => [row.id, row.price]));
  return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, slug: row.slug, status: row.status, image: row.images[0] ?? null, price: priceOf.get(row.id) ?? null }]));
};

const loadCollections = async (tx: Executor, ids: number[]) => {
  if (!ids.length) return new Map<number, CollectionCard & { live: boolean }>();
  const rows = await tx.select().from(collections).where(inArray(collections.id, ids));
  const now = Date.now();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        slug: row.slug,
        image: row.image,
        live: row.status === 'published' && (!row.published_from || row.published_from.getTime() <= now) && (!row.published_to || row.published_to.getTime() > now),
      },
    ]),
  );
};

/**
 * Puts the products and collections a draft or version points at into its items, as the storefront
 * shows them; an item whose target is gone, archived or not published is marked `dangling`.
 */
export const resolveSnapshot = async (tx: Executor, snapshot: DraftSnapshot): Promise<ResolvedSection[]> => {
  const [productsById, collectionsById] = await Promise.all([
    loadProducts(tx, idsOf(snapshot, 'product_id')),
    loadCollections(tx, idsOf(snapshot, 'collection_id')),
  ]);
  const resolve = ({ product_id, collection_id, ...item }: SnapshotItem): ResolvedItem => {
    if (item.type === 'product') {
      const found = product_id === null ? undefined : productsById.get(product_id);
      if (!found) return { ...item, dangling: 'deleted' };
      const { status, ...product } = found;
      const dangling = status === 'active' ? undefined : status === 'archived' ? 'archived' : 'unpublished';
      return dangling ? { ...item, product, dangling } : { ...item, product };
    }
    if (item.type === 'collection') {
      const found = collection_id === null ? undefined : collectionsById.get(collection_id);
      if (!found) return { ...item, dangling: 'deleted' };
      const { live, ...collection } = found;
      return live ? { ...item, collection } : { ...item, collection, dangling: 'unpublished' };
    }
    return item;
  };
  return snapshot.map((section) => ({ ...section, items: section.items.map(resolve) }));
};
