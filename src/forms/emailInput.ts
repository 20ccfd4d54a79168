/**
 * An email input's props: a text input with the email keyboard. Chromium's `type="email"` turns an
 * internationalised domain into punycode and refuses a non-ASCII local part, both valid (RFC 6531);
 * the shared schema (domain/email.ts) judges the address instead.
 */
export const EMAIL_INPUT = { htmlInput: { inputMode: 'email', autoComplete: 'email' } } as const;
