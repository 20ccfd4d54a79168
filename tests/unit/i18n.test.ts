import { describe, expect, it } from 'vitest';
import { LOCALES, loadMessages } from '../../src/i18n/messages';

const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

// Each placeholder once: a plural's forms ("a |||| b") name the same ones again.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('translations', () => {
  // The complete English: the first page's (ENGLISH_MESSAGES) with the server's messages.
  const englishMessages = async () => new Map(flatten(await loadMessages('en')));

  it.each(LOCALES.filter(({ locale }) => locale !== 'en'))('$name has every English key and no extra one', async ({ locale }) => {
    const english = await englishMessages();
    const translated = new Map(flatten(await loadMessages(locale)));
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key) && !key.startsWith('ra.'))).toEqual([]);
  });

  it.each(LOCALES.filter(({ locale }) => locale !== 'en'))('$name keeps the placeholders of the console messages', async ({ locale }) => {
    const english = await englishMessages();
    const translated = new Map(flatten(await loadMessages(locale)));
    const consoleKeys = [...english.keys()].filter((key) => !key.startsWith('ra.'));
    for (const key of consoleKeys) expect([key, placeholders(translated.get(key)!)]).toEqual([key, placeholders(english.get(key)!)]);
  });

  it('renders the spec validation messages word for word in English', async () => {
    const english = await englishMessages();
    expect(english.get('server.pan_format')).toBe('The %{field} can only contain a valid pan card');
    expect(english.get('server.ifsc_format')).toBe('The %{field} can only contain a valid IFSC Code');
    expect(english.get('server.alphanumeric_only')).toBe('The %{field} can contain only alphabetic, numeric, commas and spaces');
  });
});
