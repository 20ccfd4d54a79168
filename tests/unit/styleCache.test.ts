import { describe, expect, it, vi } from 'vitest';
import { StyleSheet } from '@emotion/sheet';
import { createStyleCache } from '../../src/boot/styleCache';

/** The rules the cache hands its sheet for one class's styles (emotion's own call, as insertStyles makes it). */
const rulesFor = (styles: string, parsesSelector?: (selector: string) => boolean) => {
  const inserted = vi.spyOn(StyleSheet.prototype, 'insert').mockImplementation(() => {});
  try {
    const cache = createStyleCache(parsesSelector);
    cache.insert('.t', { name: 't', styles, next: undefined }, cache.sheet, true);
    return inserted.mock.calls.map(([rule]) => rule);
  } finally {
    inserted.mockRestore();
  }
};

describe('the console style cache', () => {
  it('writes what the build’s browsers read unprefixed without prefixes', () => {
    expect(rulesFor('display:flex;align-items:center;flex-grow:1;transition:transform 1s;appearance:none;')).toEqual([
      '.t{display:flex;align-items:center;flex-grow:1;transition:transform 1s;appearance:none;}',
    ]);
    expect(rulesFor('color:red;&::placeholder{opacity:0.4;}&:read-only{color:gray;}')).toEqual(['.t{color:red;}', '.t::placeholder{opacity:0.4;}', '.t:read-only{color:gray;}']);
  });

  it('keeps -webkit- where Safari or Chromium still need it', () => {
    expect(rulesFor('user-select:none;backdrop-filter:blur(2px);mask-image:url(a.svg);color-adjust:exact;')).toEqual([
      '.t{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px);-webkit-mask-image:url(a.svg);mask-image:url(a.svg);-webkit-print-color-adjust:exact;color-adjust:exact;}',
    ]);
  });

  it('leaves out a rule whose selector the browser refuses, asking once a pseudo', () => {
    const parsesSelector = vi.fn((selector: string) => !selector.includes('-moz-'));
    const rules = rulesFor(
      'border:0;&::-moz-focus-inner{border-style:none;}&:hover::-moz-focus-inner{border:0;}&::-webkit-search-decoration{appearance:none;}@media (min-width:600px){&::-moz-focus-inner{border:0;}}',
      parsesSelector,
    );
    expect(rules).toEqual([
      '.t{border:0;}',
      '.t::-webkit-search-decoration{appearance:none;}',
      '@media (min-width:600px){.t::-moz-focus-inner{border:0;}}',
    ]);
    expect(parsesSelector.mock.calls).toEqual([['*::-moz-focus-inner'], ['*::-webkit-search-decoration']]);
  });

  it('hands every rule to the sheet where no parser can be asked (jsdom)', () => {
    expect(rulesFor('border:0;&::-moz-focus-inner{border-style:none;}')).toEqual(['.t{border:0;}', '.t::-moz-focus-inner{border-style:none;}']);
  });
});
