import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import type { MessageKey } from '@domain/serverMessages';
import { refusedAt } from '../../../http/errors';

/** Deeper than any real catalogue; stops the walk should the stored tree ever be corrupt. */
const MAX_DEPTH = 50;

/** Serialises tree changes on PostgreSQL so two concurrent moves cannot build a cycle together. */
export const lockCategoryTree = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories tree'))`);

/** The ids from `id` up to its root, `id` first. */
export const ancestorIds = async (tx: Executor, id: number): Promise<number[]> => {
  const chain: number[] = [];
  for (let current: number | null = id; current !== null && chain.length < MAX_DEPTH; ) {
    const [row]: { parent_id: number | null }[] = await tx
      .select({ parent_id: categories.parent_id })
      .from(categories)
      .where(eq(categories.id, current));
    if (!row) break;
    chain.push(current);
    current = row.parent_id;
  }
  return chain;
};

const refuse = (field: string, key: MessageKey) => refusedAt(422, 'category_cycle', field, { key });

/** Refuses a parent that does not exist, or that is the category itself or one of its descendants. */
export const checkParent = async (tx: Executor, id: number | undefined, parentId: number, field = 'parent_id') => {
  const chain = await ancestorIds(tx, parentId);
  if (chain.length === 0) throw refuse(field, 'server.parent_missing');
  if (id === undefined) return;
  if (parentId === id) throw refuse(field, 'server.own_parent');
  if (chain.includes(id)) throw refuse(field, 'server.under_own_subcategory');
};

/** The names from a category up to the root, root first, joined with " › "; null when `start` is null. */
const namesUpFrom = (start: SQLWrapper) => sql<string | null>`(
  with recursive up(id, parent_id, name, depth) as (
    select c.id, c.parent_id, c.name, 0 from ${categories} c where c.id = ${start}
    union all
    select c.id, c.parent_id, c.name, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < ${MAX_DEPTH}
  )
  select string_agg(name, ' › ' order by depth desc) from up
)`;

/** Ancestor names of a category row (the breadcrumb shown next to a category). */
export const ancestorsPath = namesUpFrom(categories.parent_id);

/** A product row's category as the console labels it: its ancestors' names, then its own. */
export const productCategoryLabel = namesUpFrom(products.category_id);

/**
 * A category and every category below it, as a subquery of ids. `root` may be a column of the outer
 * row (e.g. `categories.id` in a list): the walk names its own table `c`, so the root stays the outer one.
 */
export const categorySubtree = (root: SQLWrapper | number) => sql`(
  with recursive tree(id, depth) as (
    select (${root})::int, 0
    union all
    select c.id, tree.depth + 1 from ${categories} c join tree on c.parent_id = tree.id where tree.depth < ${MAX_DEPTH}
  )
  select id from tree
)`;

/** Products filed in a category or anywhere below it (the products_category index serves it). */
export const inCategoryBranch = (root: SQLWrapper | number) => sql`${products.category_id} in ${categorySubtree(root)}`;

/**
 * A category row's products with its whole branch's: per row, the branch's ids are walked down
 * (categories_parent) and counted with the products_category index, so a category's count reads
 * its own branch's index entries only, never the whole products table.
 */
export const branchProductsCount = sql<number>`(select count(*)::int from ${products} where ${inCategoryBranch(categories.id)})`;
