import type { FastifyInstance } from 'fastify';
import { isNull, sql } from 'drizzle-orm';
import { getResource } from '../../../../src/domain/resources';
import { categorySchema } from '../../../../src/domain/taxonomy';
import type { Database, Executor } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import { registerCrud } from '../../../http/crud';
import { ancestorsPath, branchProductsCount, checkParent, lockCategoryTree } from './categoryTree';
import { keepPositions } from './positions';
import { productsFiledUnder } from './productCounts';
import { taxonomySearch } from './search';
import { urlTargetUser } from './urlTargets';
import { foreignKeyUsersOf, refuseWhileUsed, registerReplaceable } from './usage';

type Row = Record<string, unknown>;

const keepSiblingOrder = keepPositions({ table: categories, position: categories.position, scope: categories.parent_id });

/** A category moves anywhere in the tree except under itself or its own branch. */
const beforeWrite = async (tx: Executor, values: Row, existing: Row | undefined) => {
  await lockCategoryTree(tx);
  const parentId = values.parent_id as number | null | undefined;
  if (parentId) await checkParent(tx, existing?.id as number | undefined, parentId);
  return keepSiblingOrder(tx, values, existing);
};

/** Categories as a tree: `parent_id` filters one level, `root: true` the top level; children counted, products with and without the subcategories'. */
export const registerCategoryRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('categories');
  const users = [...foreignKeyUsersOf(categories), urlTargetUser('category')];
  registerCrud(app, db, {
    resource,
    table: categories,
    createSchema: categorySchema,
    updateSchema: categorySchema,
    search: taxonomySearch(categories.name, categories.slug, categories.description),
    customFilters: { root: (value) => (value === true || value === 'true' ? isNull(categories.parent_id) : undefined) },
    defaultSort: { field: 'position', order: 'ASC' },
    computedColumns: {
      path: ancestorsPath,
      children_count: sql<number>`(select count(*)::int from ${categories} c where c.parent_id = ${categories.id})`,
      // The tree shows a branch's products; the delete guard (and `own_products_count`) only those filed directly.
      products_count: branchProductsCount,
      own_products_count: productsFiledUnder(products.category_id, categories.id),
    },
    beforeWrite,
    beforeDelete: refuseWhileUsed(users),
  });
  registerReplaceable(app, db, {
    resource,
    table: categories,
    idColumn: categories.id,
    users,
    // Subcategories move under the replacement, so it must not sit inside them.
    checkReplacement: async (tx, id, replacementId) => {
      await lockCategoryTree(tx);
      await checkParent(tx, id, replacementId, 'replacement_id');
    },
  });
};
