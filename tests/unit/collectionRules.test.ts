import { describe, expect, it } from 'vitest';
import { RULE_FIELD_MESSAGE, RULE_OPERATOR_MESSAGES, RULE_VALUE_MESSAGES } from '../../src/domain/collectionRules';
import { en } from '../../src/resources/collections/i18n/en';
import { validConditionCount, validConditionPart } from '../../src/resources/collections/ruleValidation';

const form = (condition: Record<string, unknown>) => ({ type: 'rule', rules: { match: 'all', conditions: [{}, condition] } });
const check = (part: 'field' | 'operator' | 'value', condition: Record<string, unknown>) =>
  validConditionPart(part)(condition[part], form(condition), { finalSource: `rules.conditions.1.${part}` });

describe('rule conditions in the collection form', () => {
  it('refuses, at the input, what the server refuses, with the message of the condition’s field', () => {
    expect(check('operator', { field: 'brand_id', operator: 'greater_than', value: 4 })).toBe('resources.collections.rule_errors.operator.brand_id');
    expect(check('value', { field: 'brand_id', operator: 'greater_than', value: 4 })).toBeUndefined();
    expect(check('value', { field: 'price', operator: 'less_than', value: null })).toBe('resources.collections.rule_errors.value.price');
    expect(check('field', { operator: 'equals', value: 'silk' })).toBe('resources.collections.rule_errors.field');
    expect(check('operator', { field: 'tag', operator: 'contains', value: 'silk' })).toBeUndefined();
    expect(validConditionCount([], {}, {})).toEqual({ message: 'resources.collections.rule_errors.conditions', args: { max: 20 } });
  });

  it('says in English what the server says', () => {
    const errors = en.resources.collections.rule_errors;
    expect(errors.field).toBe(RULE_FIELD_MESSAGE);
    expect(errors.operator).toEqual(RULE_OPERATOR_MESSAGES);
    expect(errors.value).toEqual(RULE_VALUE_MESSAGES);
  });
});
