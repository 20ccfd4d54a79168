import { and, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { collectionRulesSchema, type CollectionRuleCondition } from '@domain/collectionRules';
import { products, variants } from '../../../db/schema';
import { escapeLike } from '../../../http/search';
import { inCategoryBranch } from './categoryTree';

/** "Not equal" is the exact opposite of "equal": a product without a brand is not of brand 7. */
const notEqualOrMissing = (column: PgColumn, value: number) => or(isNull(column), ne(column, value))!;

/** Products with a variant whose price (paise) passes `compare`: an index range on variants (price, product_id). */
const withVariantPriced = (compare: SQL) => sql`(select ${variants.product_id} from ${variants} where ${compare})`;

/**
 * A tag holding `text`, ignoring case, found by the trigram index on the joined tags (tags_text(),
 * migration 0011, joins them with a control character). Tags and rule texts refuse control
 * characters (domain/bounds.ts), so a match never runs across two tags.
 */
const tagContains = (text: string): SQL => sql`tags_text(${products.tags}) ilike ${`%${escapeLike(text)}%`}`;

const PRICE_COMPARISONS = { equals: eq, greater_than: gt, less_than: lt } as const;

/** One condition over `products`, served by an index of its field (brand, designer, category, tags, variant price). */
const conditionSql = (condition: CollectionRuleCondition): SQL => {
  switch (condition.field) {
    case 'brand_id':
    case 'designer_id': {
      const column = products[condition.field];
      return condition.operator === 'equals' ? eq(column, condition.value) : notEqualOrMissing(column, condition.value);
    }
    case 'category_id': {
      const inBranch = inCategoryBranch(condition.value);
      return condition.operator === 'equals' ? inBranch : or(isNull(products.category_id), sql`not (${inBranch})`)!;
    }
    case 'tag': {
      if (condition.operator === 'contains') return tagContains(condition.value);
      // Exact and case-sensitive, so the GIN index on tags serves it.
      const tagged = sql`${products.tags} @> array[${condition.value}]::text[]`;
      return condition.operator === 'equals' ? tagged : sql`not (${tagged})`;
    }
    case 'price': {
      const { operator, value } = condition;
      if (operator === 'not_equals') return notInArray(products.id, withVariantPriced(eq(variants.price, value)));
      return inArray(products.id, withVariantPriced(PRICE_COMPARISONS[operator](variants.price, value)));
    }
  }
};

/**
 * The products a collection's stored rules match, as a condition on `products`. Rules saved before
 * the per-field operators were enforced and no longer valid match nothing rather than guess.
 */
export const rulesCondition = (stored: unknown): SQL => {
  const parsed = collectionRulesSchema.safeParse(stored);
  if (!parsed.success) return sql`false`;
  const conditions = parsed.data.conditions.map(conditionSql);
  return (parsed.data.match === 'all' ? and(...conditions) : or(...conditions))!;
};
