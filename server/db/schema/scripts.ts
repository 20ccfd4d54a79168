import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { SCRIPT_PLACEMENTS, STOREFRONT_PAGES, type StorefrontPage } from '@domain/scripts';
import { entityColumns, partOf } from './columns';

/** A storefront script (issue 39): its live fields; every save adds a version, a rollback copies one back. */
export const storefrontScripts = pgTable(
  'storefront_scripts',
  {
    ...entityColumns(),
    name: text('name').notNull(),
    placement: text('placement', { enum: SCRIPT_PLACEMENTS }).notNull(),
    pages: text('pages', { enum: STOREFRONT_PAGES }).array().notNull().default([]).$type<StorefrontPage[]>(),
    is_active: boolean('is_active').notNull().default(false),
    position: integer('position').notNull().default(0),
    code: text('code').notNull(),
    /** Number of its live version. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('storefront_scripts_active').on(t.is_active, t.placement, t.position)],
);

/** Every saved state of a script, never changed; a rollback adds one restoring an earlier number. */
export const scriptVersions = pgTable(
  'script_versions',
  {
    ...entityColumns(),
    script_id: partOf('script_id', () => storefrontScripts.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    placement: text('placement', { enum: SCRIPT_PLACEMENTS }).notNull(),
    pages: text('pages', { enum: STOREFRONT_PAGES }).array().notNull().$type<StorefrontPage[]>(),
    is_active: boolean('is_active').notNull(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    restored_from: integer('restored_from'),
  },
  (t) => [unique('script_versions_number').on(t.script_id, t.number)],
);
