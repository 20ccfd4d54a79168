import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { INDIAN_E164, INDIAN_NATIONAL, customerSchema, normaliseMobile } from '@domain/customers';

describe('customer schema', () => {
  it('stores the email lowercase and the mobile as E.164, +91 by default', () => {
    const parsed = customerSchema.parse({ first_name: 'Asha', email: ' Asha.Rao@Example.IN ', mobile: "'098450 12345" });
    expect(parsed).toMatchObject({ email: 'asha.rao@example.in', mobile: '+919845012345', status: 'active', tags: [], addresses: [] });
    expect(normaliseMobile('+44 20 7946 0958')).toBe('+442079460958');
    expect(normaliseMobile('12345')).toBeUndefined();
  });

  it('answers the +91 and ten-digit shapes as libphonenumber does, without parsing them', () => {
    const parsed = (text: string) => {
      const phone = parsePhoneNumberFromString(text, 'IN');
      return phone?.isValid() ? phone.number : undefined;
    };
    const tenDigits = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{9}$/)).map(([first, rest]) => `${first}${rest}`);
    fc.assert(
      fc.property(tenDigits, fc.boolean(), (digits, withCode) => {
        const text = withCode ? `+91${digits}` : digits;
        expect(INDIAN_E164.test(text) || INDIAN_NATIONAL.test(text)).toBe(digits[0]! >= '2');
        expect(normaliseMobile(text)).toBe(parsed(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('makes the first address the default when none is marked, and drops the reason of an active customer', () => {
    const parsed = customerSchema.parse({
      first_name: 'Asha',
      email: 'a@example.in',
      blocked_reason: 'old reason',
      addresses: [
        { line1: '1 Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        { line1: '2 Road', city: 'Pune', state: 'Maharashtra', pincode: '411002' },
      ],
    });
    expect(parsed.blocked_reason).toBe('');
    expect(parsed.addresses.map((a) => [a.is_default_shipping, a.is_default_billing])).toEqual([
      [true, true],
      [false, false],
    ]);
  });
});
