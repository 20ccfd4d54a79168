/** Helvetica's advance widths (per 1000 units of size) for ASCII 32-126, from its AFM metrics. */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
  584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
  278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
  500, 389, 280, 389, 584,
];

/** East Asian wide characters (CJK, kana, hangul, full-width forms) take a whole em in any fallback font. */
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

const advance = (char: string, widths: number[]): number => {
  const code = char.codePointAt(0)!;
  if (code >= 32 && code < 127) return widths[code - 32]!;
  if (WIDE.test(char)) return 1000;
  // An accented letter is about as wide as its base letter; anything else as a digit.
  const base = char.normalize('NFD')[0]!;
  const baseCode = base.codePointAt(0)!;
  return base !== char && baseCode >= 32 && baseCode < 127 ? widths[baseCode - 32]! : 556;
};

/** The width of a text in Helvetica (regular or bold) at `size`, in the unit of `size`. */
export const textWidth = (text: string, size: number, bold = false) => {
  const widths = bold ? BOLD : REGULAR;
  let total = 0;
  for (const char of text) total += advance(char, widths);
  return (total * size) / 1000;
};

/** The longest start of `text` that fits `width` with an ellipsis (and `after`) behind it; the whole text when it fits. */
export const cutToWidth = (text: string, width: number, size: number, bold: boolean, after = '') => {
  if (textWidth(text + after, size, bold) <= width) return text;
  const chars = [...text];
  let kept = chars.length;
  while (kept > 0 && textWidth(`${chars.slice(0, kept).join('')}…${after}`, size, bold) > width) kept--;
  return `${chars.slice(0, kept).join('')}…`;
};
