/** Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell as a CSV the console exports holds it: a value a spreadsheet would run as a formula gets a
 * leading apostrophe, so it shows as the text it is. Plain numbers (-5, +91) stay as they are.
 */
export const neutraliseFormula = (cell: string): string => (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell);
