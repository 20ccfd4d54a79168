import { describe, expect, it } from 'vitest';
import { alphanumericText, ifscCode, panCard } from '../../src/domain/validators';

describe('spec validators', () => {
  it('accepts letters, digits, spaces and commas only', () => {
    expect(alphanumericText('city').safeParse('12, MG Road').success).toBe(true);
    const result = alphanumericText('city').safeParse('12/B MG Road');
    expect(result.error?.issues[0]?.message).toBe('The city can contain only alphabetic, numeric, commas and spaces');
  });

  it('checks PAN cards', () => {
    expect(panCard().safeParse('ABCDE1234F').success).toBe(true);
    expect(panCard().safeParse('ABCD1234FF').error?.issues[0]?.message).toBe('The PAN can only contain a valid pan card');
  });

  it('checks IFSC codes', () => {
    expect(ifscCode().safeParse('HDFC0AB1234').success).toBe(true);
    expect(ifscCode().safeParse('HDFC1AB1234').error?.issues[0]?.message).toBe('The IFSC can only contain a valid IFSC Code');
  });
});
