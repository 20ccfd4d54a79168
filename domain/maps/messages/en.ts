/** Maps: the server's messages in English (polyglot syntax, see domain/serverMessages.ts). */
export const en = {
  pincode_invalid: 'Enter a 6-digit pincode that does not start with 0',
  pincode_unknown: 'No place is known for this pincode',
} as const;
