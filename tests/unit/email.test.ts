import { describe, expect, it } from 'vitest';
import { emailAddress, isEmailAddress } from '@domain/email';

describe('email addresses (RFC 6531)', () => {
  it.each([
    'asha.rao@example.com',
    'josé.mehta.1@example.com',
    '李小龙@example.com',
    '用户@例子.广告',
    'info@bücher.de',
    'अजय@डाटा.भारत',
    'user+tag@sub.example.co.in',
    "o'brien@example.ie",
    'x@xn--bcher-kva.de',
    'δοκιμή@παράδειγμα.δοκιμή',
  ])('takes %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    'name at example.com',
    'two@@example.com',
    'a@b@example.com',
    'with space@example.com',
    'josé mehta@example.com',
    'nodomain@',
    '@example.com',
    'no-tld@example',
    'dot.@example.com',
    '.dot@example.com',
    'two..dots@example.com',
    'x@-example.com',
    'x@example-.com',
    'x@example.123',
    'tab\t@example.com',
    'x@exa mple.com',
    'not-an-email',
    `${'a'.repeat(65)}@example.com`,
    // 22 three-byte characters: 66 bytes, over the local part's 64.
    `${'李'.repeat(22)}@example.com`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));

  it('trims, composes and lowercases, so one address is one whatever its case or composition', () => {
    const schema = emailAddress('invalid');
    expect(schema.parse('  JOSÉ.Mehta@Example.COM ')).toBe('josé.mehta@example.com');
    expect(schema.parse('Jose\u0301@example.com')).toBe(schema.parse('JOSÉ@EXAMPLE.COM'));
    expect(schema.safeParse('name at example.com').success).toBe(false);
  });
});
