import { describe, expect, it } from 'vitest';
import { matchColumns, missingFields, normaliseHeader, recordFields, type ImportField } from '@domain/imports/columns';
import { neutraliseFormula } from '@domain/imports/csvCells';

type Field = 'email' | 'first_name' | 'dob' | 'tags';
const FIELDS: ImportField<Field>[] = [
  { name: 'email', required: true, aliases: ['E-mail address'] },
  { name: 'first_name', required: true, aliases: ['First Name'] },
  { name: 'dob' },
  { name: 'tags', aliases: ['Tags'] },
];

describe('import column matching', () => {
  it('normalises case, accents, punctuation and spacing', () => {
    expect(normaliseHeader('  Date_de-NAISSANCE ')).toBe('date de naissance');
    expect(normaliseHeader('Données  (é)')).toBe('donnees e');
  });

  it('matches by field name, alias and any language label; each field once; unknown columns left out', () => {
    const mapping = matchColumns(['E-Mail Address', 'first name', 'Notes', 'Date de naissance', 'email'], FIELDS, {
      dob: ['Date of birth', 'Date de naissance', 'Geburtsdatum', 'Data de nascimento'],
    });
    expect(mapping).toEqual({ 0: 'email', 1: 'first_name', 3: 'dob' });
    expect(missingFields(mapping, FIELDS)).toEqual([]);
    expect(missingFields({ 0: 'dob' }, FIELDS)).toEqual(['email', 'first_name']);
    expect(recordFields(['a@b.c', 'Asha', 'x', '1990-01-02'], mapping)).toEqual({ email: 'a@b.c', first_name: 'Asha', dob: '1990-01-02' });
  });
});

describe('CSV export cells', () => {
  it('neutralises formulas but keeps plain numbers', () => {
    expect(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', 'plain', '-5', '+91', '3.5'].map(neutraliseFormula)).toEqual([
      "'=1+1", "'+cmd", "'-2+3", "'@SUM(A1)", "'\tx", "'\rx", 'plain', '-5', '+91', '3.5',
    ]);
  });
});
