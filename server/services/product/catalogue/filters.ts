import { and, eq, exists, gt, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ALL, STOCK_FILTERS } from '@domain/catalogue';
import type { Database } from '../../../db/client';
import { shelfStock } from '../../../db/schema';
import { columnValueSchema, filterBoolean, filterId, filterText, oneOrMany, parseFilter } from '../../../http/filterValues';
import { inCategoryBranch } from '../taxonomy/categoryTree';

/** Filter values of the catalogue lists, parsed from the JSON filter react-admin sends. */
const idList = oneOrMany(filterId);
const textList = oneOrMany(filterText);

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The "All" choice and an empty multi-select both mean: no condition. */
const isAll = (value: unknown) => value === ALL || (Array.isArray(value) && value.length === 0);

export const ids = (key: string, value: unknown): number[] | undefined =>
  isAll(value) ? undefined : asArray(parseFilter(key, idList, value));

export const texts = (key: string, value: unknown): string[] | undefined =>
  isAll(value) ? undefined : asArray(parseFilter(key, textList, value));

/** column IN (values), or no condition for "All". */
export const anyOf = (column: PgColumn, key: string) => (value: unknown) => {
  const values = texts(key, value);
  return values ? inArray(column, values) : undefined;
};

/** Products under one category (subcategories included). */
export const productsInCategory = (value: unknown) => {
  const [categoryId] = ids('category', value) ?? [];
  return categoryId === undefined ? undefined : inCategoryBranch(categoryId);
};

/** Stock on hand of the variants `variantCondition` selects, optionally only in some warehouses. */
export const stockExists = (db: Database, variantCondition: SQL, warehouseIds?: number[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(shelfStock)
      .where(and(variantCondition, gt(shelfStock.quantity, 0), warehouseIds ? inArray(shelfStock.warehouse_id, warehouseIds) : undefined)),
  );

export const stockCondition = (db: Database, value: unknown, variantCondition: SQL): SQL | undefined => {
  if (isAll(value)) return undefined;
  const stock = parseFilter('stock', z.enum(STOCK_FILTERS), value);
  const inStock = stockExists(db, variantCondition);
  return stock === 'in_stock' ? inStock : not(inStock);
};

/** is_expired: true = past its expiry; false = no expiry or not reached yet. */
export const expiryCondition = (expiresAt: PgColumn) => (value: unknown) => {
  if (isAll(value)) return undefined;
  const expired = parseFilter('is_expired', filterBoolean, value);
  return expired ? lte(expiresAt, sql`now()`) : or(isNull(expiresAt), gt(expiresAt, sql`now()`));
};

/** Plain equality (a value of the column's type) that also understands "All". */
export const equalsUnlessAll = (column: PgColumn, key: string) => (value: unknown) =>
  isAll(value) ? undefined : eq(column, parseFilter(key, columnValueSchema(column)!, value));
