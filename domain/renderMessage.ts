import { INTL_LOCALES } from './intlLocales';
import { formatPrice } from './price';
import type { MessageKey, MessageParam, ServerMessage } from './serverMessages';

/**
 * Rendering a catalogue message, apart from the catalogue (serverMessages.ts) so that the console's
 * first page can translate errors without carrying the English texts.
 */

/** The text of a message once its parameters are plain values; the console passes its translate. */
export type Phrase = (key: MessageKey, params: Record<string, string | number>) => string;

const renderParam = (value: MessageParam, phrase: Phrase, locale: string): string | number => {
  if (Array.isArray(value)) return value.map((message) => renderMessage(message, phrase, locale)).join(', ');
  if (typeof value !== 'object') return value;
  return 'money' in value ? formatPrice(value.money, 'INR', locale) : renderMessage(value, phrase, locale);
};

/**
 * A message's parameters as plain values: the messages among them rendered with `phrase`, amounts of
 * money in the Intl `locale`'s format (the reader's language's, domain/intlLocales.ts).
 */
export const renderParams = (message: ServerMessage, phrase: Phrase, locale: string = INTL_LOCALES.en): Record<string, string | number> =>
  Object.fromEntries(Object.entries(message.params ?? {}).map(([name, value]) => [name, renderParam(value, phrase, locale)]));

export const renderMessage = (message: ServerMessage, phrase: Phrase, locale: string = INTL_LOCALES.en): string =>
  phrase(message.key, renderParams(message, phrase, locale));

/**
 * A phrase from templates in polyglot's syntax, for renderers without polyglot (the server):
 * `%{name}` placeholders (unknown ones stay) and, split by `||||`, the singular and the plural form
 * of `smart_count`, the plural where the language's rule says so.
 */
export const templatePhrase =
  (template: (key: MessageKey) => string, isPlural: (count: unknown) => boolean): Phrase =>
  (key, params) => {
    const forms = template(key).split('||||').map((form) => form.trim());
    const form = forms.length > 1 && isPlural(params.smart_count) ? forms[1]! : forms[0]!;
    return form.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  };
