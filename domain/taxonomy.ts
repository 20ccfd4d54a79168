import { z } from './zod';
import { int4, lineText, moment, multiLineText, optionalText, recordId } from './bounds';
import { collectionRulesSchema } from './collectionRules';
import { customIssue, schemaMessage } from './schemaMessages';
import type { MessageKey } from './serverMessages';
import { slugField } from './slugs';
import { STOREFRONT_PATH, isExternalAddress, normaliseRedirectTarget, normaliseStorefrontPath } from './storefrontPaths';
import { gstinField } from './gst/fields';

/** Payload schemas of the taxonomy resources, shared by the console forms and the server. */
const keepUnder = (max: number) => schemaMessage('server.keep_under', { max });
const name = (max = 120) => lineText().trim().min(1, schemaMessage('server.enter_name')).max(max, keepUnder(max));
const text = (max = 2000) => optionalText(multiLineText().trim().max(max, keepUnder(max)));
const code = (pattern: RegExp, hint: string) => lineText().trim().min(1, schemaMessage('server.enter_code')).max(40).regex(pattern, hint);
const optionalId = () => recordId().nullable().optional();
const position = () => int4(0, schemaMessage('server.position_negative')).optional();

/** A named, sluggable record that products are filed under (brands, designers), with fields of its own. */
const namedTaxonomySchema = <Own extends z.ZodRawShape>(own: Own) =>
  z.object({ name: name(), slug: slugField(), ...own, is_active: z.boolean().default(true) });

export const brandSchema = namedTaxonomySchema({ description: text(), logo: lineText().trim().max(500).nullable().optional() });
export const designerSchema = namedTaxonomySchema({ bio: text(), country: lineText().trim().max(80).nullable().optional() });

export const conditionSchema = z.object({
  name: name(),
  code: code(/^[A-Z0-9_]+$/, schemaMessage('server.capitals_digits_underscores')),
  description: text(),
  position: position(),
});

export const ATTRIBUTE_TYPES = ['text', 'select', 'color', 'size', 'number'] as const;

/** Values of one attribute: trimmed, non-empty and unique regardless of case. */
const attributeValues = z
  .array(lineText().trim().min(1, schemaMessage('server.enter_value')).max(80))
  .max(300, schemaMessage('server.at_most_values', { max: 300 }))
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const key = value.toLowerCase();
      if (seen.has(key)) context.addIssue({ ...customIssue('server.value_listed_twice', { value }), path: [index] });
      seen.add(key);
    });
  });

export const attributeSchema = z.object({
  name: name(),
  code: code(/^[a-z0-9_]+$/, schemaMessage('server.lowercase_digits_underscores')),
  type: z.enum(ATTRIBUTE_TYPES).default('select'),
  values: attributeValues.default([]),
});

/** The values a product may hold for an attribute, or null when any text will do. */
export const listedValues = (attribute: { type: string; values: readonly string[] }): readonly string[] | null =>
  attribute.type === 'text' || attribute.values.length === 0 ? null : attribute.values;

export const categorySchema = z.object({
  name: name(),
  slug: slugField(),
  parent_id: optionalId(),
  description: text(),
  position: position(),
  is_active: z.boolean().default(true),
});

export const storeSchema = z.object({
  name: name(),
  code: code(/^[A-Z0-9-]+$/, schemaMessage('server.capitals_digits_hyphens')),
  address_line1: text(200),
  city: text(80),
  state: text(80),
  pincode: optionalText(
    z
      .string()
      .trim()
      .regex(/^([1-9][0-9]{5})?$/, schemaMessage('server.enter_pin_code')),
  ),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^(\+?[0-9][0-9 -]{7,17})?$/, schemaMessage('server.enter_phone')),
  ),
  gstin: gstinField(),
  is_active: z.boolean().default(true),
  warehouse_id: optionalId(),
});

export const URL_TARGET_TYPES = ['product', 'category', 'collection', 'brand', 'designer', 'page'] as const;
export type UrlTargetType = (typeof URL_TARGET_TYPES)[number];
export const REDIRECT_TYPES = [301, 302] as const;

const storefrontPath = z
  .string()
  .min(1, schemaMessage('server.enter_path'))
  .transform(normaliseStorefrontPath)
  .pipe(z.string().max(300).regex(STOREFRONT_PATH, schemaMessage('server.path_format')));

const redirectTarget = z
  .string()
  .min(1, schemaMessage('server.enter_redirect'))
  .transform(normaliseRedirectTarget)
  .refine((value) => isExternalAddress(value) || STOREFRONT_PATH.test(value), schemaMessage('server.redirect_target_format'));

/** A URL either shows a target record or redirects (301 permanent, 302 temporary); never both. */
export const urlSchema = z
  .object({
    path: storefrontPath,
    target_type: z.enum(URL_TARGET_TYPES).nullable().optional(),
    target_id: optionalId(),
    redirect_to: redirectTarget.nullable().optional(),
    redirect_type: z.union([z.literal(301), z.literal(302)], { error: schemaMessage('server.choose_redirect_type') }).nullable().optional(),
    is_active: z.boolean().default(true),
  })
  .superRefine((url, context) => {
    const issue = (path: string, key: MessageKey) => context.addIssue({ ...customIssue(key), path: [path] });
    if (url.redirect_to) {
      if (!url.redirect_type) issue('redirect_type', 'server.choose_redirect_type');
      if (url.target_type || url.target_id) issue('target_type', 'server.redirect_without_target');
      if (url.redirect_to === url.path) issue('redirect_to', 'server.redirect_to_itself');
      return;
    }
    if (!url.target_type) issue('target_type', 'server.choose_target');
    else if (url.target_type !== 'page' && !url.target_id) issue('target_id', 'server.choose_target_record');
  })
  .transform((url) => ({
    ...url,
    target_type: url.redirect_to ? null : (url.target_type ?? null),
    target_id: url.redirect_to ? null : (url.target_id ?? null),
    redirect_to: url.redirect_to ?? null,
    redirect_type: url.redirect_to ? (url.redirect_type ?? null) : null,
  }));

const publishedAt = () => moment().nullable().optional();

/** A manual collection has no rules: any it is sent (e.g. left in a form after switching) are dropped unchecked. */
const rulesOnlyForRuleType = (input: unknown) =>
  input && typeof input === 'object' && (input as { type?: unknown }).type !== 'rule' ? { ...input, rules: null } : input;

/** Manual collections list chosen products; rule collections hold the products their rules match. */
export const collectionSchema = z.preprocess(
  rulesOnlyForRuleType,
  z
    .object({
      title: name(160),
      slug: slugField(),
      description: text(4000),
      image: lineText().trim().max(500).nullable().optional(),
      type: z.enum(['manual', 'rule']).default('manual'),
      rules: collectionRulesSchema.nullable().optional(),
      published_from: publishedAt(),
      published_to: publishedAt(),
      status: z.enum(['draft', 'published']).default('draft'),
    })
    .superRefine((collection, context) => {
      if (collection.type === 'rule' && !collection.rules)
        context.addIssue({ ...customIssue('server.rule_collection_needs_rules'), path: ['rules'] });
      const { published_from: from, published_to: to } = collection;
      if (from && to && to <= from)
        context.addIssue({ ...customIssue('server.end_before_start'), path: ['published_to'] });
    }),
);

export const collectionProductSchema = z.object({
  collection_id: recordId(),
  product_id: recordId(),
  position: position(),
});

/** Moves a product to a position in its collection (0 is first); the others shift. */
export const collectionProductUpdateSchema = z.object({ position: int4(0) });

/** Deleting a record that others use: move its users to this replacement, then delete it. */
export const replacementSchema = z.object({ replacement_id: recordId() });
