import { describe, expect, it } from 'vitest';
import { skuStem } from '@domain/catalogue/skuStem';

describe('skuStem', () => {
  it('cuts the last hyphenated segment and keeps the rest in capitals', () => {
    expect(skuStem('ank-00008-5')).toBe('ANK-00008');
    expect(skuStem(' TSH-BLU-XL ')).toBe('TSH-BLU');
    expect(skuStem('KUR--M')).toBe('KUR');
    expect(skuStem('ABC-')).toBe('ABC');
  });

  it('has none for a SKU of one segment', () => {
    expect(skuStem('LONE123')).toBeUndefined();
    expect(skuStem('-5')).toBeUndefined();
    expect(skuStem('')).toBeUndefined();
  });
});
