import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepmerge } from '@mui/utils';
import { mergeMessages } from '../../src/i18n/mergeMessages';

/** Message trees as the console's are: nested objects of strings, keys shared between trees. */
const key = fc.constantFrom('ra', 'resources', 'products', 'fields', 'title', 'name', 'action', 'save');
const tree = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, fc.string(), tie('node')), { maxKeys: 4 }),
})).node;

describe('mergeMessages', () => {
  it('merges as a deep merge that clones does, later trees winning', () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 5 }), (trees) => {
        const cloned = trees.reduce<object>((merged, next) => deepmerge(merged, next), {});
        expect(mergeMessages(...trees)).toEqual(cloned);
      }),
    );
  });

  it('leaves the trees it merges unchanged', () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 5 }), (trees) => {
        const before = structuredClone(trees);
        mergeMessages(...trees);
        expect(trees).toEqual(before);
      }),
    );
  });

  it('keeps a nested key from an earlier tree beside a later one', () => {
    const merged = mergeMessages({ resources: { products: { name: 'Product' } } }, { resources: { products: { fields: { title: 'Title' } } } });
    expect(merged).toEqual({ resources: { products: { name: 'Product', fields: { title: 'Title' } } } });
  });
});
