import type { Validator } from 'react-admin';
import { MAX_RULE_CONDITIONS, collectionRuleConditionSchema } from '../../domain/collectionRules';

type ConditionPart = 'field' | 'operator' | 'value';
const KEY = 'resources.collections.rule_errors';

/**
 * Checks one input of a rule condition with the schema the server uses, on the whole condition (an
 * operator fits a field or not); the message is the one of that field, e.g. "A price can be …".
 * `finalSource` is the input's path in the form, "rules.conditions.<index>.<part>".
 */
export const validConditionPart =
  (part: ConditionPart): Validator =>
  (_value, values, props) => {
    const path = String(props?.finalSource ?? '').split('.');
    const condition = (values as { rules?: { conditions?: Record<string, unknown>[] } }).rules?.conditions?.[Number(path.at(-2))];
    const result = collectionRuleConditionSchema.safeParse(condition ?? {});
    if (result.success || !result.error.issues.some((issue) => issue.path[0] === part)) return undefined;
    return part === 'field' ? `${KEY}.field` : `${KEY}.${part}.${String(condition?.field)}`;
  };

export const validConditionCount: Validator = (conditions) =>
  Array.isArray(conditions) && conditions.length >= 1 && conditions.length <= MAX_RULE_CONDITIONS
    ? undefined
    : { message: `${KEY}.conditions`, args: { max: MAX_RULE_CONDITIONS } };
