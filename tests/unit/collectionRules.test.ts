import { describe, expect, it } from 'vitest';
import { collectionSchema } from '@domain/taxonomy';
import { zodErrors } from '../../src/forms/zodValidator';

const translate = (key: string) => key;
const form = (...conditions: Record<string, unknown>[]) => ({ title: 'Silk', slug: 'silk', type: 'rule', rules: { match: 'all', conditions } });
const keysOf = (errors: unknown): unknown => JSON.parse(JSON.stringify(errors, (name, value: unknown) => (name === 'args' ? undefined : value)));

describe('rule conditions in the collection form', () => {
  it('refuses, at the input, what the server refuses, with the message of the condition’s field', () => {
    const errors = zodErrors(
      collectionSchema,
      form(
        { field: 'brand_id', operator: 'greater_than', value: 4 },
        { field: 'price', operator: 'less_than', value: null },
        { operator: 'equals', value: 'silk' },
        { field: 'tag', operator: 'contains', value: 'silk' },
      ),
      translate,
    );
    expect(keysOf(errors)).toEqual({
      rules: {
        conditions: [
          { operator: { message: 'server.rule_operator_brand_id' } },
          { value: { message: 'server.rule_value_price' } },
          { field: { message: 'server.rule_field' } },
        ],
      },
    });
  });

  it('shows a count of conditions out of bounds at the list of conditions', () => {
    expect(keysOf(zodErrors(collectionSchema, form(), translate))).toEqual({ rules: { conditions: { message: 'server.rule_conditions' } } });
  });

  it('keeps the rules of a manual collection out of its checks', () => {
    expect(zodErrors(collectionSchema, { ...form({}), type: 'manual' }, translate)).toEqual({});
  });
});
