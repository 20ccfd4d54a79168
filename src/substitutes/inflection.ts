/*
 * What react-admin takes from `inflection` (23 kB, most of it English plural rules), in its place
 * (vite.config.ts). react-admin derives labels with it only as fallbacks of translations, and the
 * console translates every resource name and field: the case helpers keep inflection's exact
 * behaviour, and the plural rules are the regular English ones.
 */
export const capitalize = (text: string) => {
  const lower = text.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
};

export const humanize = (text: string, lowFirstLetter?: boolean) => {
  const words = text.toLowerCase().replace(/(_ids|_id)$/g, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
};

export const underscore = (text: string, allUpperCase?: boolean) => {
  if (allUpperCase && text === text.toUpperCase()) return text;
  return text
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
};

export const singularize = (text: string, singular?: string) =>
  singular || text.replace(/([^aeiou])ies$/i, '$1y').replace(/lves$/i, 'lf').replace(/(ss|x|ch|sh)es$/i, '$1').replace(/([^s])s$/i, '$1');

export const pluralize = (text: string, plural?: string) =>
  plural || (/s$/i.test(text) ? text : text.replace(/([^aeiou])y$/i, '$1ie').replace(/lf$/i, 'lve').replace(/(x|ch|sh)$/i, '$1e') + 's');

export const inflect = (text: string, count: number, singular?: string, plural?: string) =>
  Number.isNaN(count) ? text : count === 1 ? singularize(text, singular) : pluralize(text, plural);

const TRANSFORMS: Record<string, (text: string) => string> = { capitalize, humanize, underscore, singularize, pluralize };

export const transform = (text: string, methods: string[]) => methods.reduce((result, method) => TRANSFORMS[method]?.(result) ?? result, text);
