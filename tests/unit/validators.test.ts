import { describe, expect, it } from 'vitest';
import { fieldLabels } from '@domain/schemaMessages';
import { alphanumericText, ifscCode, panCard } from '@domain/validators';

const label = fieldLabels('employees');

/** The schemas' texts are the server's English, which names a field by its name (the console by its label). */
describe('spec validators', () => {
  it('accepts letters, digits, spaces and commas only', () => {
    expect(alphanumericText(label('city')).safeParse('12, MG Road').success).toBe(true);
    const result = alphanumericText(label('city')).safeParse('12/B MG Road');
    expect(result.error?.issues[0]?.message).toBe('The city can contain only alphabetic, numeric, commas and spaces');
  });

  it('checks PAN cards', () => {
    expect(panCard(label('bank_pan')).safeParse('ABCDE1234F').success).toBe(true);
    expect(panCard(label('bank_pan')).safeParse('ABCD1234FF').error?.issues[0]?.message).toBe('The bank_pan can only contain a valid pan card');
  });

  it('checks IFSC codes', () => {
    expect(ifscCode(label('bank_ifsc')).safeParse('HDFC0AB1234').success).toBe(true);
    expect(ifscCode(label('bank_ifsc')).safeParse('HDFC1AB1234').error?.issues[0]?.message).toBe('The bank_ifsc can only contain a valid IFSC Code');
  });
});
