/** Names of countries in the console's languages, lower case without accents -> ISO 3166 code; built on first use. */
let codeByName: Map<string, string> | undefined;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const namesOfCountries = () => {
  const names = new Map<string, string>();
  const languages = ['en', 'fr', 'de', 'pt'].map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      for (const language of languages) {
        const name = language.of(code);
        if (name) names.set(plain(name), code);
      }
    }
  }
  return names;
};

/**
 * A country as an address stores it, its 2-letter code: "IN" as it is, "India" (a WooCommerce report,
 * Shopify's older export) or "Inde" by its name; any other text as it is, for the schema to refuse.
 */
export const countryCodeOf = (text: string | undefined): string | undefined => {
  if (!text || /^[A-Za-z]{2}$/.test(text)) return text;
  codeByName ??= namesOfCountries();
  return codeByName.get(plain(text)) ?? text;
};
