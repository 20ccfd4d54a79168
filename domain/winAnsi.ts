/** The characters of WinAnsiEncoding beyond Latin-1 (its 0x80-0x9F range). */
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const encodable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(char);
};

const SPACES = /[\u2000-\u200A\u202F\u205F]/g;

/** A letter WinAnsi lacks as its base letters without their marks (Ł stays '?', ā becomes a, ﬁ becomes fi); '?' when that fails too. */
const nearest = (char: string) => {
  const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare && [...bare].every(encodable) ? bare : '?';
};

/**
 * Text the PDF's standard fonts can show (WinAnsi): spaces of any width become plain spaces, a
 * letter they lack its unaccented base (Ā -> A), and any other character '?', so a text never
 * makes pdf-lib throw. `fitsWinAnsi` tells whether a text needs none of that.
 */
export const toWinAnsi = (text: string) =>
  [...text.replace(SPACES, ' ')].map((char) => (encodable(char) ? char : nearest(char))).join('');

export const fitsWinAnsi = (text: string) => [...text.replace(SPACES, ' ')].every(encodable);
