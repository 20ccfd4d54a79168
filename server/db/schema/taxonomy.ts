import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn, type ExtraConfigColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';

/**
 * A record's name in the console's other languages (fr, de, pt) and the names suppliers' files give it:
 * an import's cell matches the record by any of them (server/services/product/catalogue/variantMatching.ts).
 */
const otherNames = () => text('other_names').array().notNull().default([]);
import { entityColumns, partOf, siteColumns } from './columns';
import { products } from './catalogue';
import { warehouses } from './warehouses';

/** `q` matches a substring of the name (server/http/search.ts): a trigram index keeps that off a full scan. */
const trigram = (table: string, column: ExtraConfigColumn) => index(`${table}_${column.name}_trgm`).using('gin', column.op('gin_trgm_ops'));

/**
 * A name products are filed under (a brand, a designer): unique, with a unique slug for its storefront
 * path, searched by name, and switched off rather than deleted; `columns` are its own, after the slug.
 */
const productFiling = <Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(name: Name, columns: Columns) =>
  pgTable(name, {
    ...entityColumns(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    ...columns,
    is_active: boolean('is_active').notNull().default(true),
  }, (t) => [trigram(name, t.name)]);

/** Taxonomy of the catalogue (DESIGN section 4): what products are filed under and reached by. */
export const brands = productFiling('brands', {
  description: text('description').notNull().default(''),
  logo: text('logo'),
  other_names: otherNames(),
});

export const designers = productFiling('designers', {
  bio: text('bio').notNull().default(''),
  country: text('country'),
});

/** Item condition grades, ordered by position (best first). */
export const conditions = pgTable('conditions', {
  ...entityColumns(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  other_names: otherNames(),
}, (t) => [trigram('conditions', t.name), index('conditions_position').on(t.position)]);

export const attributes = pgTable('attributes', {
  ...entityColumns(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['text', 'select', 'color', 'size', 'number'] }).notNull().default('select'),
  values: text('values').array().notNull().default([]),
  /** Other names of listed values (translations, suppliers' names), by value: what an import's cell may say for it. */
  value_names: jsonb('value_names').$type<Record<string, string[]>>().notNull().default({}),
}, (t) => [trigram('attributes', t.name)]);

export const categories = pgTable(
  'categories',
  {
    ...entityColumns(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    other_names: otherNames(),
  },
  (t) => [index('categories_parent').on(t.parent_id, t.position), trigram('categories', t.name)],
);

/** Physical shops; offline orders are placed in one. */
export const stores = pgTable('stores', {
  ...entityColumns(),
  /** gstin: the seller's on the invoices of the store's sales. */
  ...siteColumns('address_line1', 'city', 'state', 'pincode', 'phone', 'gstin'),
  /** Where the store's stock is kept: offline sales reserve it there. None: the store sells nothing offline. */
  warehouse_id: integer('warehouse_id').references((): AnyPgColumn => warehouses.id, { onDelete: 'restrict' }),
}, (t) => [trigram('stores', t.name)]);

/** Storefront paths: each points at a target record, or redirects to another path. */
export const urls = pgTable('urls', {
  ...entityColumns(),
  path: text('path').notNull().unique(),
  target_type: text('target_type', { enum: ['product', 'category', 'collection', 'brand', 'designer', 'page'] }),
  target_id: integer('target_id'),
  redirect_to: text('redirect_to'),
  redirect_type: integer('redirect_type'),
  is_active: boolean('is_active').notNull().default(true),
}, (t) => [trigram('urls', t.path), index('urls_target').on(t.target_type, t.target_id), index('urls_redirect_to').on(t.redirect_to)]);

export const collections = pgTable('collections', {
  ...entityColumns(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  type: text('type', { enum: ['manual', 'rule'] }).notNull().default('manual'),
  rules: jsonb('rules').$type<Record<string, unknown>>(),
  published_from: timestamp('published_from', { withTimezone: true }),
  published_to: timestamp('published_to', { withTimezone: true }),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
}, (t) => [trigram('collections', t.title)]);

export const collectionProducts = pgTable(
  'collection_products',
  {
    ...entityColumns(),
    collection_id: partOf('collection_id', () => collections.id),
    product_id: partOf('product_id', () => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('collection_products_unique').on(t.collection_id, t.product_id),
    index('collection_products_product').on(t.product_id),
    index('collection_products_position').on(t.collection_id, t.position),
  ],
);
