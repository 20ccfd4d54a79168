import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import type { MessageKey } from '../../../../src/domain/serverMessages';
import { refusedAt } from '../../../http/errors';

/** Deeper than any real catalogue; stops the walk should the stored tree ever be corrupt. */
const MAX_DEPTH = 50;

/** Serialises tree changes on PostgreSQL so two concurrent moves cannot build a cycle together. */
export const lockCategoryTree = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories tree'))`);

/** The ids from `id` up to its root, `id` first. */
export const ancestorIds = async (tx: Database, id: number): Promise<number[]> => {
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
export const checkParent = async (tx: Database, id: number | undefined, parentId: number, field = 'parent_id') => {
  const chain = await ancestorIds(tx, parentId);
  if (chain.length === 0) throw refuse(field, 'server.parent_missing');
  if (id === undefined) return;
  if (parentId === id) throw refuse(field, 'server.own_parent');
  if (chain.includes(id)) throw refuse(field, 'server.under_own_subcategory');
};

/** Ancestor names, root first, joined with " › " (the breadcrumb shown next to a category). */
export const ancestorsPath = sql<string | null>`(
  with recursive up(id, parent_id, name, depth) as (
    select c.id, c.parent_id, c.name, 0 from ${categories} c where c.id = ${categories.parent_id}
    union all
    select c.id, c.parent_id, c.name, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < ${MAX_DEPTH}
  )
  select string_agg(name, ' › ' order by depth desc) from up
)`;

/**
 * Products filed in a category or anywhere below it. Per row, the branch's ids are walked down
 * (categories_parent) and counted with the products_category index: a category's count reads its
 * own branch's index entries only, never the whole products table.
 */
export const branchProductsCount = sql<number>`(
  with recursive down(id, depth) as (
    select ${categories.id}, 0
    union all
    select c.id, down.depth + 1 from ${categories} c join down on c.parent_id = down.id where down.depth < ${MAX_DEPTH}
  )
  select count(*)::int from ${products} p where p.category_id in (select id from down)
)`;
