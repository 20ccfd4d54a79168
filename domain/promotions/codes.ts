/** Letters and digits of generated codes: no 0/O, 1/I/L, which read alike on paper and screens. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Random characters after the prefix: 31^8 (about 8.5 x 10^11) codes, so 100,000 rarely collide. */
export const CODE_RANDOM_LENGTH = 8;

/**
 * `count` codes of `prefix` and random characters from a cryptographic source (rejection sampling keeps
 * each character uniform). They may repeat one another or stored ones: the writer skips those.
 */
export const randomCodes = (prefix: string, count: number, length = CODE_RANDOM_LENGTH): string[] => {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  const codes: string[] = [];
  let bytes = new Uint8Array(0);
  let at = 0;
  const next = () => {
    for (;;) {
      if (at >= bytes.length) {
        bytes = crypto.getRandomValues(new Uint8Array(4096));
        at = 0;
      }
      const byte = bytes[at++]!;
      if (byte < limit) return CODE_ALPHABET[byte % CODE_ALPHABET.length]!;
    }
  };
  for (let index = 0; index < count; index++) {
    let code = prefix;
    for (let position = 0; position < length; position++) code += next();
    codes.push(code);
  }
  return codes;
};
