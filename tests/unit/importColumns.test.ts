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
    const mapping = matchColumns(['E-Mail Address', 'first name', 'Notes', 'Date de naissance', 'Tags'], FIELDS, {
      dob: ['Date of birth', 'Date de naissance', 'Geburtsdatum', 'Data de nascimento'],
    });
    expect(mapping).toEqual({ 0: 'email', 1: 'first_name', 3: 'dob', 4: 'tags' });
    expect(missingFields(mapping, FIELDS)).toEqual([]);
    expect(missingFields({ 0: 'dob' }, FIELDS)).toEqual(['email', 'first_name']);
    expect(recordFields(['a@b.c', 'Asha', 'x', '1990-01-02'], mapping)).toEqual({ email: 'a@b.c', first_name: 'Asha', dob: '1990-01-02', tags: '' });
  });
});

describe('import column preference', () => {
  const COUNTRY: ImportField<'country' | 'line1' | 'city'>[] = [
    { name: 'line1', aliases: ['Address1'] },
    { name: 'city', proposedWith: 'line1', aliases: ['City'] },
    { name: 'country', aliases: ['Country Code', 'Country'] },
  ];

  it('gives a field the column of its most specific header, wherever it stands ("Country Code" over "Country")', () => {
    expect(matchColumns(['Country', 'Country Code'], COUNTRY)).toEqual({ 1: 'country' });
    expect(matchColumns(['Country'], COUNTRY)).toEqual({ 0: 'country' });
    // The field's own name, as the console's export writes it, first.
    expect(matchColumns(['Country Code', 'country'], COUNTRY)).toEqual({ 1: 'country' });
  });

  it('reads back the console export\u2019s headers, which carry their unit ("dob (Asia/Kolkata)")', () => {
    expect(matchColumns(['email', 'dob (Asia/Kolkata)'], FIELDS)).toEqual({ 0: 'email', 1: 'dob' });
  });

  it('proposes a field only with the field it needs (no city without a street)', () => {
    expect(matchColumns(['City', 'Country'], COUNTRY)).toEqual({ 1: 'country' });
    expect(matchColumns(['Address1', 'City'], COUNTRY)).toEqual({ 0: 'line1', 1: 'city' });
  });
});

describe('CSV export cells', () => {
  it('neutralises formulas but keeps plain numbers', () => {
    expect(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', 'plain', '-5', '+91', '3.5'].map(neutraliseFormula)).toEqual([
      "'=1+1", "'+cmd", "'-2+3", "'@SUM(A1)", "'\tx", "'\rx", 'plain', '-5', '+91', '3.5',
    ]);
  });
});
