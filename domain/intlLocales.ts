/**
 * The Intl locale each console language formats dates and numbers with. English follows India's
 * conventions (the business sells in rupees, DESIGN section 4: 20/11/2026, ₹1,16,842); the others
 * their usual country's (Portuguese as Brazil's, like the react-admin messages it uses). The console
 * formats with it, and so do the server's documents (invoices) in the staff member's language.
 */
export const INTL_LOCALES = { en: 'en-IN', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' } as const;

/** The Intl locale of a console language, English's for any other (or none). */
export const toIntlLocale = (locale: string | undefined): string =>
  locale !== undefined && Object.hasOwn(INTL_LOCALES, locale) ? INTL_LOCALES[locale as keyof typeof INTL_LOCALES] : INTL_LOCALES.en;
