/**
 * Cell texts of an import turned into what the type's form sends, so the form's own schema judges
 * them: a cell that cannot be read is passed on as it is and refused by the schema with the form's message.
 */

/**
 * Rupees as written in a sheet ("1,299.50", "₹ 999", "-500") -> paise; the text itself when it is no
 * amount. A negative amount is passed on so the schema says it cannot be negative.
 */
export const paiseOf = (cell: string | undefined): number | string | undefined => {
  const text = cell?.replace(/[₹,\s]|INR|Rs\.?/gi, '');
  if (!text) return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return cell;
  return Math.round(Number(text) * 100);
};

/** An empty cell is a field left out. */
export const textOf = (cell: string | undefined): string | undefined => {
  const text = cell?.trim();
  return text ? text : undefined;
};

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'oui', 'ja', 'sim', 'x', 'subscribed']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'non', 'nein', 'não', 'nao', '', 'not_subscribed', 'unsubscribed']);

/** Yes / no in the four languages and Shopify's words; the text itself when neither. */
export const booleanOf = (cell: string | undefined): boolean | string | undefined => {
  const word = cell?.trim().toLowerCase() ?? '';
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return cell === undefined || word === '' ? undefined : false;
  return cell;
};
