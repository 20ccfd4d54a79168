import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as inflection from 'inflection';
import * as substitute from '../../src/substitutes/inflection';
import { RESOURCE_DEFINITIONS } from '@domain/resources';

/** Field sources as react-admin sees them: words, dots, underscores and capitals. */
const source = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_. ]{0,24}$/);

describe('the inflection substitute the console builds with', () => {
  it('changes case as inflection does', () => {
    fc.assert(
      fc.property(source, fc.boolean(), (text, flag) => {
        expect(substitute.capitalize(text)).toBe(inflection.capitalize(text));
        expect(substitute.humanize(text, flag)).toBe(inflection.humanize(text, flag));
        expect(substitute.underscore(text, flag)).toBe(inflection.underscore(text, flag));
        // react-admin's default field label.
        expect(substitute.transform(text, ['underscore', 'humanize'])).toBe(inflection.transform(text, ['underscore', 'humanize']));
      }),
    );
  });

  it('makes the singular and plural of every resource name as inflection does', () => {
    for (const { name } of RESOURCE_DEFINITIONS) {
      expect([name, substitute.singularize(name)]).toEqual([name, inflection.singularize(name)]);
      expect([name, substitute.inflect(name, 1)]).toEqual([name, inflection.inflect(name, 1)]);
      expect([name, substitute.inflect(name, 2)]).toEqual([name, inflection.inflect(name, 2)]);
      const singular = inflection.singularize(name);
      expect([singular, substitute.pluralize(singular)]).toEqual([singular, inflection.pluralize(singular)]);
    }
  });
});
