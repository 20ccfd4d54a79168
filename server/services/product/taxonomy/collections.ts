import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import {
  collectionProductSchema,
  collectionProductUpdateSchema,
  collectionSchema,
} from '@domain/taxonomy';
import type { Database, Executor } from '../../../db/client';
import { brands, collectionProducts, collections, products } from '../../../db/schema';
import type { MessageKey } from '@domain/serverMessages';
import { refusedAt } from '../../../http/errors';
import { registerCrud } from '../../../http/crud';
import { ruleCollectionProductRow, ruleCollectionProductsPage, withProductCounts } from './collectionMembers';
import { keepPositions } from './positions';
import { taxonomySearch } from './search';
import { urlTargetUser } from './urlTargets';
import { refuseWhileUsed, registerReplaceable } from './usage';

type Row = Record<string, unknown>;

const refuse = (field: string, key: MessageKey) => refusedAt(422, 'invalid_collection_product', field, { key });

const productOrder = keepPositions({
  table: collectionProducts,
  position: collectionProducts.position,
  scope: collectionProducts.collection_id,
});

/** Refuses hand edits of a rule collection's products: its rules choose them (picked rows wait, unseen, for it to turn manual again). */
const requireManual = async (tx: Executor, collectionId: number) => {
  const [collection] = await tx.select({ type: collections.type }).from(collections).where(eq(collections.id, collectionId));
  if (!collection) throw refuse('collection_id', 'server.collection_missing');
  if (collection.type !== 'manual') throw refuse('collection_id', 'server.rule_collection_products');
};

/** Only manual collections take products by hand, each product once. */
const beforeProductWrite = async (tx: Executor, values: Row, existing: Row | undefined) => {
  if (existing) {
    await requireManual(tx, existing.collection_id as number);
    return productOrder.beforeWrite(tx, values, existing);
  }
  const collectionId = values.collection_id as number;
  const productId = values.product_id as number;
  await requireManual(tx, collectionId);
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw refuse('product_id', 'server.product_missing');
  const [present] = await tx
    .select({ id: collectionProducts.id })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.collection_id, collectionId), eq(collectionProducts.product_id, productId)));
  if (present) throw refusedAt(409, 'conflict', 'product_id', { key: 'server.product_in_collection' });
  return productOrder.beforeWrite(tx, values, undefined);
};

/** A collection's products are changes to the collection: they go into its History. */
const PRODUCT_ACTIONS = { create: 'add_product', update: 'move_product', delete: 'remove_product' } as const;

export const registerCollectionRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('collections');
  const users = [urlTargetUser('collection')];
  registerCrud(app, db, {
    resource,
    table: collections,
    createSchema: collectionSchema,
    updateSchema: collectionSchema,
    search: taxonomySearch(collections.title, collections.slug, collections.description),
    defaultSort: { field: 'title', order: 'ASC' },
    completeRows: withProductCounts(db),
    beforeDelete: refuseWhileUsed(users),
  });
  registerReplaceable(app, db, { resource, table: collections, idColumn: collections.id, users });

  registerCrud(app, db, {
    resource: getResource('collection-products'),
    table: collectionProducts,
    createSchema: collectionProductSchema,
    updateSchema: collectionProductUpdateSchema,
    defaultSort: { field: 'position', order: 'ASC' },
    computedColumns: {
      title: sql<string>`(select ${products.title} from ${products} where ${products.id} = ${collectionProducts.product_id})`,
      status: sql<string>`(select ${products.status} from ${products} where ${products.id} = ${collectionProducts.product_id})`,
      image: sql<string | null>`(select ${products.images}[1] from ${products} where ${products.id} = ${collectionProducts.product_id})`,
      brand: sql<string | null>`(select ${brands.name} from ${products} join ${brands} on ${brands.id} = ${products.brand_id} where ${products.id} = ${collectionProducts.product_id})`,
    },
    lockFirst: productOrder.lockFirst,
    beforeWrite: beforeProductWrite,
    beforeDelete: async (tx, existing) => {
      await requireManual(tx, existing.collection_id as number);
      await productOrder.beforeDelete(tx, existing);
    },
    listInstead: ruleCollectionProductsPage(db),
    listInsteadRow: ruleCollectionProductRow,
    historyOwner: (row, route) => ({ entity: resource.name, id: row.collection_id as number, action: PRODUCT_ACTIONS[route] }),
  });
};
