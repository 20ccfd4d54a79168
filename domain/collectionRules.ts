import { z } from './zod';
import { int4, lineText, recordId } from './bounds';
import { schemaMessage } from './schemaMessages';

/**
 * The rules of a rule collection: products matching all (or any) of its conditions belong to it.
 * Each field takes only the operators that mean something for it: a brand, category or designer is
 * the product's or not (a category includes its subcategories); a tag is one of the product's tags
 * exactly, or is contained in one of them as text; a price (paise, any variant of the product) compares.
 */
export const COLLECTION_RULE_FIELDS = ['brand_id', 'category_id', 'designer_id', 'tag', 'price'] as const;
export const COLLECTION_RULE_OPERATORS = ['equals', 'not_equals', 'greater_than', 'less_than', 'contains'] as const;
export type CollectionRuleField = (typeof COLLECTION_RULE_FIELDS)[number];
export type CollectionRuleOperator = (typeof COLLECTION_RULE_OPERATORS)[number];

export const RULE_OPERATORS_BY_FIELD = {
  brand_id: ['equals', 'not_equals'],
  category_id: ['equals', 'not_equals'],
  designer_id: ['equals', 'not_equals'],
  tag: ['equals', 'not_equals', 'contains'],
  price: ['equals', 'not_equals', 'greater_than', 'less_than'],
} as const satisfies Record<CollectionRuleField, readonly CollectionRuleOperator[]>;

export const MAX_RULE_CONDITIONS = 20;

/** Messages of the taxonomy area (domain/taxonomy/messages), per rule field where they name it. */
const RULE_CONDITIONS_MESSAGE = schemaMessage('server.rule_conditions', { max: MAX_RULE_CONDITIONS });
const RULE_FIELD_MESSAGE = schemaMessage('server.rule_field');
const perField = (message: (field: CollectionRuleField) => string) =>
  Object.fromEntries(COLLECTION_RULE_FIELDS.map((field) => [field, message(field)])) as Record<CollectionRuleField, string>;
const RULE_OPERATOR_MESSAGES = perField((field) => schemaMessage(`server.rule_operator_${field}`));
const RULE_VALUE_MESSAGES = perField((field) => schemaMessage(`server.rule_value_${field}`));

const ruleRecordId = (field: CollectionRuleField) => recordId(RULE_VALUE_MESSAGES[field]);
const RULE_VALUES = {
  brand_id: ruleRecordId('brand_id'),
  category_id: ruleRecordId('category_id'),
  designer_id: ruleRecordId('designer_id'),
  // Product tags are at most 40 characters (catalogue.ts).
  tag: lineText(RULE_VALUE_MESSAGES.tag).trim().min(1, RULE_VALUE_MESSAGES.tag).max(40, RULE_VALUE_MESSAGES.tag),
  price: int4(0, RULE_VALUE_MESSAGES.price),
};

const condition = <F extends CollectionRuleField>(field: F) =>
  z.object({
    field: z.literal(field),
    operator: z.enum(RULE_OPERATORS_BY_FIELD[field], { error: RULE_OPERATOR_MESSAGES[field] }),
    value: RULE_VALUES[field] as (typeof RULE_VALUES)[F],
  });

export const collectionRuleConditionSchema = z.discriminatedUnion(
  'field',
  [condition('brand_id'), condition('category_id'), condition('designer_id'), condition('tag'), condition('price')],
  { error: RULE_FIELD_MESSAGE },
);
export type CollectionRuleCondition = z.infer<typeof collectionRuleConditionSchema>;

export const collectionRulesSchema = z.object({
  match: z.enum(['all', 'any']).default('all'),
  conditions: z.array(collectionRuleConditionSchema).min(1, RULE_CONDITIONS_MESSAGE).max(MAX_RULE_CONDITIONS, RULE_CONDITIONS_MESSAGE),
});
export type CollectionRules = z.infer<typeof collectionRulesSchema>;
