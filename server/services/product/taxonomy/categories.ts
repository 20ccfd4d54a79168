import type { FastifyInstance } from 'fastify';
import { isNull, sql } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import { categorySchema } from '@domain/taxonomy';
import type { Database, Executor } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import { registerCrud } from '../../../http/crud';
import { filterBoolean, parseFilter } from '../../../http/filterValues';
import { ancestorsPath, branchProductsCount, checkParent, lockCategoryTree } from './categoryTree';
import { keepPositions } from './positions';
import { productsFiledUnder } from './productCounts';
import { taxonomySearch } from './search';
import { urlTargetUser } from './urlTargets';
import { foreignKeyUsersOf, refuseWhileUsed, registerReplaceable } from './usage';

type Row = Record<string, unknown>;

const siblingOrder = keepPositions({ table: categories, position: categories.position, scope: categories.parent_id });

/** A category moves anywhere in the tree except under itself or its own branch. */
const beforeWrite = async (tx: Executor, values: Row, existing: Row | undefined) => {
  const parentId = values.parent_id as number | null | undefined;
  if (parentId) await checkParent(tx, existing?.id as number | undefined, parentId);
  return siblingOrder.beforeWrite(tx, values, existing);
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
    customFilters: { root: (value) => (parseFilter('root', filterBoolean, value) ? isNull(categories.parent_id) : undefined) },
    defaultSort: { field: 'position', order: 'ASC' },
    computedColumns: {
      path: ancestorsPath,
      children_count: sql<number>`(select count(*)::int from ${categories} c where c.parent_id = ${categories.id})`,
      // The tree shows a branch's products; the delete guard (and `own_products_count`) only those filed directly.
      products_count: branchProductsCount,
      own_products_count: productsFiledUnder(products.category_id, categories.id),
    },
    // The whole tree first (a move must not build a cycle with another), then the sibling lists.
    lockFirst: async (tx, target) => {
      await lockCategoryTree(tx);
      await siblingOrder.lockFirst(tx, target);
    },
    beforeWrite,
    beforeDelete: refuseWhileUsed(users, siblingOrder.beforeDelete),
  });
  registerReplaceable(app, db, {
    resource,
    table: categories,
    idColumn: categories.id,
    users,
    lockFirst: async (tx) => {
      await lockCategoryTree(tx);
    },
    // Subcategories move under the replacement, so it must not sit inside them.
    checkReplacement: (tx, id, replacementId) => checkParent(tx, id, replacementId, 'replacement_id'),
    // The tree lock serialises every category write: the sibling lists need no lock of their own here.
    afterReplace: async (tx, existing, replacementId) => {
      await siblingOrder.renumber(tx, existing.parent_id);
      await siblingOrder.renumber(tx, replacementId);
    },
  });
};
