import { COLLECTION_RULE_FIELDS, COLLECTION_RULE_OPERATORS } from '../../domain/collectionRules';

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `resources.collections.${prefix}.${id}` }));

export const collectionTypeChoices = choices(['manual', 'rule'], 'types');
export const collectionStatusChoices = choices(['draft', 'published'], 'statuses');
export const ruleFieldChoices = choices(COLLECTION_RULE_FIELDS, 'rule_fields');
export const ruleOperatorChoices = choices(COLLECTION_RULE_OPERATORS, 'rule_operators');
export const ruleMatchChoices = choices(['all', 'any'], 'rule_match');
