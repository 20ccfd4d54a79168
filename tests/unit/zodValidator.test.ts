import { describe, expect, it } from 'vitest';
import { productSchema } from '@domain/catalogue';
import { roleSchema } from '@domain/employeeRoles';
import { attributeSchema, brandSchema, storeSchema } from '@domain/taxonomy';
import { zodErrors } from '../../src/forms/zodValidator';
import { LOCALES, loadMessages } from '../../src/i18n/messages';
import polyglotI18nProvider from 'ra-i18n-polyglot';

const keyOnly = (key: string) => key;

describe('the form validator of the shared schemas', () => {
  it('gives each field its first issue, as the key the server would answer with', () => {
    expect(zodErrors(brandSchema, { name: '', slug: 'Not a slug' }, keyOnly)).toEqual({
      name: { message: 'server.enter_name', args: { _: 'Enter a name' } },
      slug: { message: 'server.slug_format', args: { _: 'Use lowercase letters, digits and single hyphens' } },
    });
  });

  it('shows an item’s issue at the list input that holds it', () => {
    expect(zodErrors(attributeSchema, { name: 'Fit', code: 'fit', values: ['Slim', 'slim'] }, keyOnly)).toEqual({
      values: { message: 'server.value_listed_twice', args: { value: 'slim', _: '"slim" is listed twice' } },
    });
    expect(Object.keys(zodErrors(productSchema, { title: 'Saree', slug: 'saree', tags: ['x'.repeat(41)] }, keyOnly))).toEqual(['tags']);
  });

  it('takes a cleared optional text (null from the input) as empty, as the server does', () => {
    expect(zodErrors(brandSchema, { name: 'Silk', slug: 'silk', description: null, logo: null }, keyOnly)).toEqual({});
    expect(storeSchema.parse({ name: 'Pune', code: 'PUN-1', pincode: null, city: null })).toMatchObject({ pincode: '', city: '' });
  });

  it.each(LOCALES)('translates the message and the field label it names in $name', async ({ locale }) => {
    const messages = await loadMessages(locale);
    const { translate } = polyglotI18nProvider(() => messages, locale);
    const errors = zodErrors(roleSchema, { name: 'x' }, translate);
    const error = errors.name as { message: string; args: Record<string, unknown> };
    expect(error.message).toBe('server.enter_the');
    const label = translate('resources.roles.fields.name');
    expect(error.args.field).toBe(label);
    const text = translate(error.message, error.args);
    expect(text).toContain(label);
    expect(text).not.toContain('server.');
  });
});
