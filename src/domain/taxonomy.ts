import { z } from 'zod';
import type { ResourceDefinition } from './resources';
import { collectionRulesSchema } from './collectionRules';
import { slugField } from './slugs';
import { STOREFRONT_PATH, isExternalAddress, normaliseRedirectTarget, normaliseStorefrontPath } from './storefrontPaths';

/** Payload schemas of the taxonomy resources, shared by the console forms and the server. */
const name = (max = 120) => z.string().trim().min(1, 'Enter a name').max(max, `Keep it under ${max} characters`);
const text = (max = 2000) => z.string().trim().max(max, `Keep it under ${max} characters`).default('');
const code = (pattern: RegExp, hint: string) => z.string().trim().min(1, 'Enter a code').max(40).regex(pattern, hint);
const optionalId = () => z.number().int().positive().nullable().optional();
const position = () => z.number().int().min(0, 'The position cannot be negative').optional();

export const brandSchema = z.object({
  name: name(),
  slug: slugField(),
  description: text(),
  logo: z.string().trim().max(500).nullable().optional(),
  is_active: z.boolean().default(true),
});

export const designerSchema = z.object({
  name: name(),
  slug: slugField(),
  bio: text(),
  country: z.string().trim().max(80).nullable().optional(),
  is_active: z.boolean().default(true),
});

export const conditionSchema = z.object({
  name: name(),
  code: code(/^[A-Z0-9_]+$/, 'Use capital letters, digits and underscores'),
  description: text(),
  position: position(),
});

export const ATTRIBUTE_TYPES = ['text', 'select', 'color', 'size', 'number'] as const;

/** Values of one attribute: trimmed, non-empty and unique regardless of case. */
const attributeValues = z
  .array(z.string().trim().min(1, 'Enter a value').max(80))
  .max(300, 'An attribute holds at most 300 values')
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const key = value.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: `"${value}" is listed twice` });
      seen.add(key);
    });
  });

export const attributeSchema = z.object({
  name: name(),
  code: code(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and underscores'),
  type: z.enum(ATTRIBUTE_TYPES).default('select'),
  values: attributeValues.default([]),
});

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
  code: code(/^[A-Z0-9-]+$/, 'Use capital letters, digits and hyphens'),
  address_line1: text(200),
  city: text(80),
  state: text(80),
  pincode: z
    .string()
    .trim()
    .regex(/^([1-9][0-9]{5})?$/, 'Enter a six-digit PIN code')
    .default(''),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{7,17})?$/, 'Enter a phone number')
    .default(''),
  is_active: z.boolean().default(true),
});

export const URL_TARGET_TYPES = ['product', 'category', 'collection', 'brand', 'designer', 'page'] as const;
export type UrlTargetType = (typeof URL_TARGET_TYPES)[number];
export const REDIRECT_TYPES = [301, 302] as const;

const storefrontPath = z
  .string()
  .min(1, 'Enter a path')
  .transform(normaliseStorefrontPath)
  .pipe(z.string().max(300).regex(STOREFRONT_PATH, 'Use letters, digits, hyphens, dots and slashes only'));

const redirectTarget = z
  .string()
  .min(1, 'Enter where it redirects to')
  .transform(normaliseRedirectTarget)
  .refine((value) => isExternalAddress(value) || STOREFRONT_PATH.test(value), 'Enter a storefront path or an http(s) address');

/** A URL either shows a target record or redirects (301 permanent, 302 temporary); never both. */
export const urlSchema = z
  .object({
    path: storefrontPath,
    target_type: z.enum(URL_TARGET_TYPES).nullable().optional(),
    target_id: optionalId(),
    redirect_to: redirectTarget.nullable().optional(),
    redirect_type: z.union([z.literal(301), z.literal(302)], { error: 'Choose 301 (permanent) or 302 (temporary)' }).nullable().optional(),
    is_active: z.boolean().default(true),
  })
  .superRefine((url, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (url.redirect_to) {
      if (!url.redirect_type) issue('redirect_type', 'Choose 301 (permanent) or 302 (temporary)');
      if (url.target_type || url.target_id) issue('target_type', 'A redirect has no target record');
      if (url.redirect_to === url.path) issue('redirect_to', 'A URL cannot redirect to itself');
      return;
    }
    if (!url.target_type) issue('target_type', 'Choose a target, or enter a redirect');
    else if (url.target_type !== 'page' && !url.target_id) issue('target_id', 'Choose the record this URL shows');
  })
  .transform((url) => ({
    ...url,
    target_type: url.redirect_to ? null : (url.target_type ?? null),
    target_id: url.redirect_to ? null : (url.target_id ?? null),
    redirect_to: url.redirect_to ?? null,
    redirect_type: url.redirect_to ? (url.redirect_type ?? null) : null,
  }));

const moment = () => z.coerce.date().nullable().optional();

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
      image: z.string().trim().max(500).nullable().optional(),
      type: z.enum(['manual', 'rule']).default('manual'),
      rules: collectionRulesSchema.nullable().optional(),
      published_from: moment(),
      published_to: moment(),
      status: z.enum(['draft', 'published']).default('draft'),
    })
    .superRefine((collection, context) => {
      if (collection.type === 'rule' && !collection.rules)
        context.addIssue({ code: 'custom', path: ['rules'], message: 'A rule collection needs its rules' });
      const { published_from: from, published_to: to } = collection;
      if (from && to && to <= from)
        context.addIssue({ code: 'custom', path: ['published_to'], message: 'The end comes before the start' });
    }),
);

export const collectionProductSchema = z.object({
  collection_id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  position: position(),
});

/** Moves a product to a position in its collection (0 is first); the others shift. */
export const collectionProductUpdateSchema = z.object({ position: z.number().int().min(0) });

/** Deleting a record that others use: move its users to this replacement, then delete it. */
export const replacementSchema = z.object({ replacement_id: z.number().int().positive() });

/** The products of a manual collection, in order: a sub-resource of collections (same module). */
export const COLLECTION_PRODUCTS_RESOURCE = {
  name: 'collection-products',
  base: 'product',
  module: 'collections',
  apiPath: 'collection-products',
} as const satisfies ResourceDefinition;
