import { eq, sql } from 'drizzle-orm';
import { attributeSchema, brandSchema, categorySchema, conditionSchema } from '@domain/taxonomy';
import { foldedName } from '@domain/foldedName';
import { messageOfIssue } from '@domain/schemaMessages';
import type { ResolveUnmatchedInput, UnmatchedField } from '@domain/imports/unmatched';
import { slugify } from '@domain/slugs';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { attributes, brands, categories, conditions } from '../../../db/schema';
import { recordChange } from '../../../history/recordChange';
import { badRequest, conflict } from '../../../http/errors';
import type { UnmatchedResolver } from '../../../imports/definition';
import { keepPositions } from '../taxonomy/positions';
import { COLOUR_ATTRIBUTE, matchVariantReferences } from './variantMatching';

const conditionOrder = keepPositions({ table: conditions, position: conditions.position });
const categoryOrder = keepPositions({ table: categories, position: categories.position, scope: categories.parent_id });

type Named = typeof conditions | typeof brands | typeof categories;
const TABLES: Record<Exclude<UnmatchedField, 'colour' | 'product'>, { table: Named; entity: string }> = {
  condition: { table: conditions, entity: 'conditions' },
  brand: { table: brands, entity: 'brands' },
  category: { table: categories, entity: 'categories' },
};

/** The schema's refusal of a record made from a value, at the preview's `value` field. */
const valid = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest({ key: 'server.invalid_fields' }, { value: messageOfIssue(result.error.issues[0]!) });
};

/** A condition's code from its name: "Comme neuf" -> "COMME_NEUF". */
const codeOf = (name: string) => slugify(name).replace(/-/g, '_').toUpperCase() || 'CONDITION';

/** Creates the record a value names, placed last where records are ordered. */
const create = async (tx: Executor, actor: number, field: keyof typeof TABLES, value: string) => {
  const { table, entity } = TABLES[field];
  let values: Record<string, unknown> =
    field === 'condition'
      ? valid(conditionSchema, { name: value, code: codeOf(value) })
      : field === 'brand'
        ? valid(brandSchema, { name: value, slug: slugify(value) })
        : valid(categorySchema, { name: value, slug: slugify(value), parent_id: null });
  const order = field === 'condition' ? conditionOrder : field === 'category' ? categoryOrder : undefined;
  if (order) {
    await order.lockFirst(tx, { values });
    values = await order.beforeWrite(tx, values, undefined);
  }
  const [created] = await tx
    .insert(table)
    .values({ ...values, created_by: actor } as typeof conditions.$inferInsert)
    .returning();
  await recordChange(tx, actor, entity, created!.id, undefined, created);
  return { entity, id: created!.id };
};

/** Keeps the value as another name of the record chosen, so this file and the next match it. */
const map = async (tx: Executor, actor: number, field: keyof typeof TABLES, value: string, targetId: number) => {
  const { table, entity } = TABLES[field];
  const [before] = await tx.select().from(table).where(eq(table.id, targetId)).for('update');
  if (!before) throw badRequest({ key: 'server.import_unknown_target' }, { target_id: { key: 'server.import_unknown_target' } });
  const [after] = await tx
    .update(table)
    .set({ other_names: sql`array_append(${table.other_names}, ${value}::text)`, updated_at: sql`now()` })
    .where(eq(table.id, targetId))
    .returning();
  await recordChange(tx, actor, entity, targetId, before, after);
  return { entity, id: targetId };
};

/** A colour is a value of the colour attribute: created as one more, or kept as another name of one. */
const resolveColour = async (tx: Executor, actor: number, value: string, target: string | undefined) => {
  const [before] = await tx.select().from(attributes).where(eq(attributes.code, COLOUR_ATTRIBUTE)).for('update');
  if (!before) throw badRequest({ key: 'server.import_cannot_resolve' }, { field: { key: 'server.import_cannot_resolve' } });
  let change: Partial<typeof attributes.$inferInsert>;
  if (target === undefined) {
    change = { values: valid(attributeSchema.shape.values, [...before.values, value]) };
  } else {
    const listed = before.values.find((listedValue) => foldedName(listedValue) === foldedName(target));
    if (!listed) throw badRequest({ key: 'server.import_unknown_target' }, { target: { key: 'server.import_unknown_target' } });
    change = { value_names: { ...before.value_names, [listed]: [...(before.value_names[listed] ?? []), value] } };
  }
  const [after] = await tx
    .update(attributes)
    .set({ ...change, updated_at: sql`now()` })
    .where(eq(attributes.id, before.id))
    .returning();
  await recordChange(tx, actor, 'attributes', before.id, before, after);
  return { entity: 'attributes', id: before.id };
};

/**
 * The preview's answer to a value that matched nothing: a new condition, brand, category or colour with
 * that name, or the value kept as another name of an existing one. Products are not made here.
 */
export const resolveVariantUnmatched: UnmatchedResolver = {
  fields: {
    product: { key: 'server.import_unknown_product' },
    condition: { key: 'server.import_unknown_condition', module: 'conditions' },
    brand: { key: 'server.import_unknown_brand', module: 'brands' },
    category: { key: 'server.import_unknown_category', module: 'categories' },
    colour: { key: 'server.import_unknown_colour', module: 'attributes' },
  },
  async resolve(tx, actor, input: ResolveUnmatchedInput) {
    const { field, value } = input;
    if (field === 'product') throw badRequest({ key: 'server.import_cannot_resolve' }, { field: { key: 'server.import_cannot_resolve' } });
    // Matched meanwhile (by another staff member, or an earlier answer): nothing to do but check again.
    const match = await matchVariantReferences(tx, [{ [field]: value }]);
    if (field === 'colour' ? match.colour(value) : match[field](value)) throw conflict({ key: 'server.import_value_matches', params: { value } }, { value: { key: 'server.import_value_matches', params: { value } } });
    if (field === 'colour') return resolveColour(tx, actor, value, input.create ? undefined : input.target);
    if (input.create) return create(tx, actor, field, value);
    if (input.target_id === undefined) throw badRequest({ key: 'server.import_choose_target', params: { value } }, { target_id: { key: 'server.import_choose_target', params: { value } } });
    return map(tx, actor, field, value, input.target_id);
  },
};
