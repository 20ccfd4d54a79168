import { z } from './zod';
import { int4, lineText, moment, multiLineText, optionalText, recordId } from './bounds';
import { customIssue, schemaMessage } from './schemaMessages';
import { slugField } from './slugs';

/** The storefront CMS (issue 18): containers per platform, their sections and the sections' content items. */
export const CMS_PLATFORMS = ['web', 'mobile', 'header', 'footer'] as const;
export type CmsPlatform = (typeof CMS_PLATFORMS)[number];

export const SECTION_TYPES = ['banner', 'carousel', 'product_grid', 'collection_grid', 'text', 'links'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const CONTENT_TYPES = ['image', 'product', 'collection', 'link', 'text'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The storefront's breakpoints (spec): the smallest width, in CSS pixels, at which each applies. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The breakpoint a viewport of this width falls in. */
export const breakpointOf = (width: number): Breakpoint =>
  BREAKPOINT_NAMES.filter((name) => width >= BREAKPOINTS[name]).at(-1) ?? 'xs';

const keepUnder = (max: number) => schemaMessage('server.keep_under', { max });
const title = (max = 120) => lineText().trim().max(max, keepUnder(max));
const columns = () => int4(1, schemaMessage('server.cms_columns_range')).max(12, schemaMessage('server.cms_columns_range'));

/** Columns per breakpoint and the gap between items (in 8px steps), as the storefront lays a section out. */
export const sectionLayoutSchema = z.object({
  columns: z.object({ xs: columns(), sm: columns(), md: columns(), lg: columns(), xl: columns() }),
  spacing: int4(0).max(8, keepUnder(9)),
});
export type SectionLayout = z.infer<typeof sectionLayoutSchema>;

export const DEFAULT_LAYOUTS: Record<SectionType, SectionLayout> = {
  banner: { columns: { xs: 1, sm: 1, md: 1, lg: 1, xl: 1 }, spacing: 0 },
  carousel: { columns: { xs: 1, sm: 2, md: 3, lg: 4, xl: 4 }, spacing: 2 },
  product_grid: { columns: { xs: 2, sm: 2, md: 3, lg: 4, xl: 5 }, spacing: 2 },
  collection_grid: { columns: { xs: 1, sm: 2, md: 3, lg: 3, xl: 4 }, spacing: 2 },
  text: { columns: { xs: 1, sm: 1, md: 1, lg: 1, xl: 1 }, spacing: 1 },
  links: { columns: { xs: 1, sm: 2, md: 4, lg: 6, xl: 6 }, spacing: 1 },
};

/** Optimistic lock: an edit names the revision it was made from; the server refuses an edit of an older one (409). */
const revision = () => int4(1);
const position = () => int4(0, schemaMessage('server.position_negative')).optional();

export const containerSchema = z.object({
  platform: z.enum(CMS_PLATFORMS),
  name: title().min(1, schemaMessage('server.enter_name')),
  slug: slugField(),
});
export const containerUpdateSchema = containerSchema.omit({ platform: true }).partial().extend({ revision: revision() });

export const sectionSchema = z.object({
  container_id: recordId(),
  type: z.enum(SECTION_TYPES),
  title: optionalText(title()),
  layout: sectionLayoutSchema.optional(),
  position: position(),
});
export const sectionUpdateSchema = sectionSchema.omit({ container_id: true, type: true, position: true }).partial().extend({ revision: revision() });

const address = () => lineText().trim().max(500, keepUnder(500)).regex(/^(https?:\/\/|\/)/, schemaMessage('server.cms_link_form'));

/** A content item: an image (from the media base), a product, a collection, a link or a text, by `type`. */
const contentFields = {
  section_id: recordId(),
  title: optionalText(title()),
  text: optionalText(multiLineText().trim().max(4000, keepUnder(4000))),
  image: address().nullable().optional(),
  link: address().nullable().optional(),
  product_id: recordId().nullable().optional(),
  collection_id: recordId().nullable().optional(),
  position: position(),
};

const needs = (type: ContentType): keyof typeof contentFields | undefined =>
  ({ image: 'image', product: 'product_id', collection: 'collection_id', link: 'link', text: 'text' } as const)[type];

export const contentSchema = z
  .object({ ...contentFields, type: z.enum(CONTENT_TYPES) })
  .superRefine((value, context) => {
    const field = needs(value.type);
    if (field && (value[field] === undefined || value[field] === null || value[field] === ''))
      context.addIssue({ ...customIssue('server.cms_content_needs'), path: [field] });
  });
export const contentUpdateSchema = z
  .object(contentFields)
  .omit({ section_id: true, position: true })
  .partial()
  .extend({ revision: revision() });

/** A move of a section or content item to a place in its list (0 is first); the others shift. */
export const moveSchema = z.object({ position: int4(0, schemaMessage('server.position_negative')) });

/** Publishing now, or at a later moment (a scheduled version goes live when its moment comes). */
export const publishSchema = z.object({ publish_at: moment().optional() });
export const rollbackSchema = z.object({ version_id: recordId() });
export const unscheduleSchema = z.object({ version_id: recordId() });

/** One section as published: what the storefront endpoint answers and the preview draws. */
export interface PublishedItem {
  id: number;
  type: ContentType;
  title: string;
  text: string;
  image: string | null;
  link: string | null;
  product?: { id: number; title: string; slug: string; image: string | null; price: number | null };
  collection?: { id: number; title: string; slug: string; image: string | null };
}
export interface PublishedSection {
  id: number;
  type: SectionType;
  title: string;
  layout: SectionLayout;
  items: PublishedItem[];
}

/** Why an item cannot be shown: what it points at was deleted, archived or is not published. */
export const DANGLING_REASONS = ['deleted', 'archived', 'unpublished'] as const;
export type Dangling = (typeof DANGLING_REASONS)[number];
/** An item of a draft as the preview gets it: flagged when the storefront would leave it out. */
export type ResolvedItem = PublishedItem & { dangling?: Dangling };
export type ResolvedSection = Omit<PublishedSection, 'items'> & { items: ResolvedItem[] };

/** What a storefront shows of a layout: items pointing at nothing showable left out, and sections left empty by it. */
export const publishable = (sections: ResolvedSection[]): PublishedSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => !item.dangling) }))
    .filter((section) => section.items.length > 0);
