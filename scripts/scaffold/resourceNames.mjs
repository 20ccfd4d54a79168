/** The names one resource goes by in each layer, from its console name (kebab-case, plural). */
export const resourceNames = (name, { singular } = {}) => {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`"${name}" is not a resource name: lowercase words joined by hyphens, plural (gift-cards)`);
  const words = name.split('-');
  const singularWords = singular ? singular.split('-') : [...words.slice(0, -1), singularOf(words.at(-1))];
  const capital = (word) => word[0].toUpperCase() + word.slice(1);
  return {
    name,
    /** The table, the module and the file names: gift_cards, giftCards. */
    snake: words.join('_'),
    camel: words[0] + words.slice(1).map(capital).join(''),
    /** Components and functions: GiftCard (GiftCardList, seedGiftCards). */
    pascalSingular: singularWords.map(capital).join(''),
    pascalPlural: words.map(capital).join(''),
    /** The zod schema: giftCardSchema. */
    camelSingular: singularWords[0] + singularWords.slice(1).map(capital).join(''),
    /** Words for the English labels a newcomer then rewrites: Gift card, Gift cards. */
    englishSingular: capital(singularWords.join(' ')),
    englishPlural: capital(words.join(' ')),
  };
};

const singularOf = (word) => {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
};
