import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { entityColumns, identityId, partOf, requiredReference } from './columns';
import { tsvector } from './tsvector';
import { employees } from './employees';
import { brands, categories, conditions, designers } from './taxonomy';
import { ERP_STATUSES, PRODUCT_STATUSES, REVIEW_DECISIONS, VARIANT_STATUSES } from '@domain/catalogue';

/** Product templates (DESIGN section 4): what a variant is a sellable unit of. */
export const products = pgTable(
  'products',
  {
    ...entityColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    designer_id: integer('designer_id').references(() => designers.id, { onDelete: 'restrict' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags').array().notNull().default([]),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    slug: text('slug').notNull().unique(),
    images: text('images').array().notNull().default([]),
    /** Harmonised System code (4, 6 or 8 digits) each invoice line of the product shows. */
    hsn_code: text('hsn_code').notNull().default(''),
    /** `q` searches this: title, description and slug, unstemmed so brand and designer names match. */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, title || ' ' || description || ' ' || replace(slug, '-', ' '))`,
    ),
  },
  (t) => [
    index('products_search').using('gin', t.search),
    index('products_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    // A variant sheet names its product by title, in any case and with or without accents (folded: migration 0022).
    index('products_title_folded').on(sql`folded(${t.title})`),
    // The global search's title prefix (folded, read in order).
    index('products_title_folded_pattern').on(sql`folded(${t.title}) text_pattern_ops`),
    index('products_brand').on(t.brand_id),
    index('products_designer').on(t.designer_id),
    index('products_category').on(t.category_id),
    // Rule collections: "tag equals" is tags @> array[tag].
    index('products_tags').using('gin', t.tags),
    // "Tag contains" is tags_text(tags) ilike '%text%' (tags_text: migration 0011, tags joined by U+001F).
    index('products_tags_text_trgm').using('gin', sql`tags_text(${t.tags}) gin_trgm_ops`),
    // Attribute values are keyed by attribute code: this finds the products that use an attribute
    // (`?` on the code) or one of its values (`@>`) before it is deleted or changed.
    index('products_attributes').using('gin', t.attributes),
    index('products_status').on(t.status),
    index('products_created_at').on(t.created_at, t.id),
  ],
);

/** A sellable unit of a product: one size, colour and condition, with its own SKU and prices. */
export const variants = pgTable(
  'variants',
  {
    ...entityColumns(),
    product_id: requiredReference('product_id', () => products.id, 'restrict'),
    sku: text('sku').notNull().unique(),
    barcode: text('barcode').unique(),
    size: text('size').notNull().default(''),
    colour: text('colour').notNull().default(''),
    condition_id: integer('condition_id').references(() => conditions.id, { onDelete: 'restrict' }),
    /** Money in minor units (paise). */
    mrp: integer('mrp').notNull(),
    price: integer('price').notNull(),
    cost: integer('cost').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: VARIANT_STATUSES }).notNull().default('draft'),
    erp_status: text('erp_status', { enum: ERP_STATUSES }).notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    images: text('images').array().notNull().default([]),
  },
  // Ascending (created_at, id): read backwards it serves the lists' default "newest first"
  // (ORDER BY created_at DESC, id DESC is NULLS FIRST, which a DESC NULLS LAST index cannot serve).
  // expires_at rides along so the default "not expired" filter is checked in the index: a deep page
  // skips its offset in an index-only scan instead of visiting every skipped row.
  (t) => [
    index('variants_product').on(t.product_id),
    // Rule collections: the products with a variant priced in a range, read from the index alone.
    index('variants_price_product').on(t.price, t.product_id),
    index('variants_created_at_expiry').on(t.created_at, t.id, t.expires_at),
    index('variants_status_created_at').on(t.status, t.created_at, t.id),
    index('variants_erp_status').on(t.erp_status),
    index('variants_expires').on(t.expires_at),
    index('variants_sku_trgm').using('gin', t.sku.op('gin_trgm_ops')),
    // A variant import without a product column finds the product by the stem its variants' SKUs share.
    index('variants_sku_stem').on(sql`sku_stem(${t.sku})`),
    index('variants_barcode_trgm').using('gin', t.barcode.op('gin_trgm_ops')),
    // The global search's exact and prefix matches on codes, read in order so a LIMIT stops early.
    index('variants_sku_pattern').on(sql`lower(${t.sku}) text_pattern_ops`),
    index('variants_barcode_pattern').on(sql`lower(${t.barcode}) text_pattern_ops`),
  ],
);

/** Every approve / reject of a variant under review: who decided, when, and why. */
export const variantReviews = pgTable(
  'variant_reviews',
  {
    id: identityId(),
    variant_id: partOf('variant_id', () => variants.id),
    decision: text('decision', { enum: REVIEW_DECISIONS }).notNull(),
    reason: text('reason').notNull().default(''),
    decided_by: requiredReference('decided_by', () => employees.id, 'restrict'),
    decided_at: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_reviews_variant').on(t.variant_id, t.decided_at.desc())],
);
