import { COLLECTION_RULE_FIELDS, COLLECTION_RULE_OPERATORS, RULE_OPERATORS_BY_FIELD, type CollectionRuleField } from '@domain/collectionRules';

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `resources.collections.${prefix}.${id}` }));

export const collectionTypeChoices = choices(['manual', 'rule'], 'types');
export const collectionStatusChoices = choices(['draft', 'published'], 'statuses');
export const ruleFieldChoices = choices(COLLECTION_RULE_FIELDS, 'rule_fields');
export const ruleMatchChoices = choices(['all', 'any'], 'rule_match');

/** The operators that mean something for the chosen field (all of them before one is chosen). */
export const ruleOperatorChoicesFor = (field: CollectionRuleField | undefined) =>
  choices(field && field in RULE_OPERATORS_BY_FIELD ? RULE_OPERATORS_BY_FIELD[field] : COLLECTION_RULE_OPERATORS, 'rule_operators');
