import { index, integer, jsonb, pgTable, text, timestamp, unique, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { entityColumns, partOf } from './columns';
import { CMS_PLATFORMS, CONTENT_TYPES, SECTION_TYPES, type PublishedSection, type SectionLayout } from '@domain/cms';

/**
 * Storefront CMS (issue 18). The rows of cms_sections and cms_contents are a container's draft; a
 * publication copies the draft into a cms_versions snapshot. The live version of a container is its
 * version with the latest publish_at not after now, so a scheduled one goes live by itself, whatever
 * restarts happen in between.
 */
export const cmsContainers = pgTable(
  'cms_containers',
  {
    ...entityColumns(),
    platform: text('platform', { enum: CMS_PLATFORMS }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Optimistic lock of the container's own fields. */
    revision: integer('revision').notNull().default(1),
    /** Number of its latest version (0: never published): a publication, schedule or rollback shows in History as its change. */
    latest_version: integer('latest_version').notNull().default(0),
    /** When its draft (sections, content) last changed: newer than the live version means unpublished changes. */
    draft_updated_at: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_containers_platform_slug').on(t.platform, t.slug)],
);

/**
 * A draft item's columns (a container's section, a section's content): `parent`, the reference to what
 * it is part of; its type and title; `own`, its own columns; then its position among its siblings and
 * its revision (the optimistic lock of its own fields).
 */
const draftItemColumns = <Parent extends Record<string, PgColumnBuilderBase>, Types extends Readonly<[string, ...string[]]>, Own extends Record<string, PgColumnBuilderBase>>(
  parent: Parent,
  types: Types,
  own: Own,
) => ({
  ...parent,
  type: text('type', { enum: types }).notNull(),
  title: text('title').notNull().default(''),
  ...own,
  position: integer('position').notNull().default(0),
  revision: integer('revision').notNull().default(1),
});

export const cmsSections = pgTable(
  'cms_sections',
  {
    ...entityColumns(),
    ...draftItemColumns({ container_id: partOf('container_id', () => cmsContainers.id) }, SECTION_TYPES, {
      layout: jsonb('layout').$type<SectionLayout>().notNull(),
    }),
  },
  (t) => [index('cms_sections_container').on(t.container_id, t.position)],
);

/** A content item: product and collection ids are references without a foreign key, as they may go; a dangling one is flagged and left out. */
export const cmsContents = pgTable(
  'cms_contents',
  {
    ...entityColumns(),
    ...draftItemColumns({ section_id: partOf('section_id', () => cmsSections.id) }, CONTENT_TYPES, {
      text: text('text').notNull().default(''),
      image: text('image'),
      link: text('link'),
      product_id: integer('product_id'),
      collection_id: integer('collection_id'),
    }),
  },
  (t) => [index('cms_contents_section').on(t.section_id, t.position), index('cms_contents_product').on(t.product_id), index('cms_contents_collection').on(t.collection_id)],
);

/** A published (or scheduled) copy of a container's draft. Versions are never changed; a rollback adds one. */
export const cmsVersions = pgTable(
  'cms_versions',
  {
    ...entityColumns(),
    container_id: partOf('container_id', () => cmsContainers.id),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['publish', 'schedule', 'rollback'] }).notNull(),
    publish_at: timestamp('publish_at', { withTimezone: true }).notNull(),
    restored_from: integer('restored_from'),
    snapshot: jsonb('snapshot').$type<DraftSnapshot>().notNull(),
  },
  (t) => [unique('cms_versions_number').on(t.container_id, t.number), index('cms_versions_live').on(t.container_id, t.publish_at)],
);

/** The draft as copied into a version: sections in order, each with its items' stored fields (references unresolved). */
export type DraftSnapshot = (Omit<PublishedSection, 'items'> & { items: SnapshotItem[] })[];
export interface SnapshotItem {
  id: number;
  type: (typeof CONTENT_TYPES)[number];
  title: string;
  text: string;
  image: string | null;
  link: string | null;
  product_id: number | null;
  collection_id: number | null;
}
