import { describe, expect, it } from 'vitest';
import { checkDigitProblem, gs1CheckDigit } from '@domain/barcodes';
import { foldedName } from '@domain/foldedName';
import { paiseOf } from '@domain/imports/cells';

describe('what a variant sheet’s cells are checked and matched by', () => {
  it('checks the check digit of EAN-13, EAN-8 and UPC-A barcodes, and says the digit expected', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(checkDigitProblem('4006381333931')).toBeUndefined();
    expect(checkDigitProblem('4006381333932')).toEqual({ kind: 'EAN-13', expected: 1 });
    expect(checkDigitProblem('96385074')).toBeUndefined();
    expect(checkDigitProblem('96385070')).toEqual({ kind: 'EAN-8', expected: 4 });
    expect(checkDigitProblem('036000291452')).toBeUndefined();
    expect(checkDigitProblem('036000291453')).toEqual({ kind: 'UPC-A', expected: 2 });
    // Codes of other lengths or with letters are a store's own references: not checked here.
    for (const code of ['KURTA-CH-0042', '1234567', '12345678901234']) expect(checkDigitProblem(code)).toBeUndefined();
  });

  it('folds names for matching: case, accents and spaces', () => {
    expect(foldedName('  Émeraude  Foncé ')).toBe('emeraude fonce');
    expect(foldedName('SMARAGD')).toBe(foldedName('smaragd'));
  });

  it('reads a negative amount as one, so the schema can say it cannot be negative', () => {
    expect(paiseOf('-500')).toBe(-50000);
    expect(paiseOf('₹ 1,299.50')).toBe(129950);
    expect(paiseOf('abc')).toBe('abc');
  });
});
