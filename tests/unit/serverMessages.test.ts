import { describe, expect, it } from 'vitest';
import { bulkRejectSchema, productSchema, variantSchema } from '@domain/catalogue';
import { bankDetailsSchema } from '@domain/employee';
import { messageOfIssue, schemaMessages } from '@domain/schemaMessages';
import { AREA_MESSAGES, ENGLISH_TEMPLATES, MESSAGE_KEYS, englishText, type ServerMessage } from '@domain/serverMessages';
import { attributeSchema, urlSchema } from '@domain/taxonomy';
import { LOCALES, loadMessages } from '../../src/i18n/messages';

const lookup = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Each area's messages by locale, as the console collects them. */
const AREA_FILES = import.meta.glob<Record<string, string>>('/domain/*/messages/*.ts', { eager: true });
const areaOf = (path: string) => path.split('/').at(-3)!;
// Every shared schema, so that schemaMessages() holds all their messages.
import.meta.glob('/domain/*.ts', { eager: true });

const SERVER_SOURCES = import.meta.glob<string>('../../server/**/*.ts', { query: '?raw', import: 'default', eager: true });

describe('the catalogue of server messages', () => {
  it.each(LOCALES)('has every key in $name, with the placeholders of the English', async ({ locale }) => {
    const messages = await loadMessages(locale);
    for (const key of MESSAGE_KEYS) {
      const text = lookup(messages, key);
      expect([key, typeof text]).toEqual([key, 'string']);
      expect([key, placeholders(text as string)]).toEqual([key, placeholders(ENGLISH_TEMPLATES[key])]);
    }
  });

  it('is what the console shows in English, word for word', async () => {
    const english = await loadMessages('en');
    for (const key of MESSAGE_KEYS) expect([key, lookup(english, key)]).toEqual([key, ENGLISH_TEMPLATES[key]]);
  });

  it('holds every message key the server code names', () => {
    const named = Object.values(SERVER_SOURCES).flatMap((source) =>
      [...source.matchAll(/'((?:server|validation|ra\.validation)\.[\w.]+)'/g)].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !(MESSAGE_KEYS as string[]).includes(key))).toEqual([]);
  });
});

describe('messages by area', () => {
  it('lists for the server every area folder the console collects, each in the four locales', () => {
    const folders = [...new Set(Object.keys(AREA_FILES).map(areaOf))].sort();
    expect(Object.keys(AREA_MESSAGES).sort()).toEqual(folders);
    for (const area of folders)
      expect([area, Object.keys(AREA_FILES).filter((path) => areaOf(path) === area).map((path) => path.split('/').at(-1)).sort()]).toEqual([
        area,
        ['de.ts', 'en.ts', 'fr.ts', 'pt.ts'],
      ]);
  });

  it('gives each key to one area only', () => {
    const names = Object.values(AREA_MESSAGES).flatMap((messages) => Object.keys(messages));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(LOCALES)('has, in $name, the console label of every field a schema message names', async ({ locale }) => {
    const messages = await loadMessages(locale);
    const labels = (message: ServerMessage): string[] => [
      ...(message.key.startsWith('resources.') ? [message.key] : []),
      ...Object.values(message.params ?? {}).flatMap((param) =>
        typeof param !== 'object' || 'money' in param ? [] : (Array.isArray(param) ? param : [param]).flatMap(labels),
      ),
    ];
    const named = [...new Set(schemaMessages().flatMap(labels))];
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((key) => typeof lookup(messages, key) !== 'string')).toEqual([]);
  });
});

describe('English rendering', () => {
  it('picks the plural form by smart_count and renders nested messages in place', () => {
    expect(englishText({ key: 'server.role_in_use', params: { smart_count: 1 } })).toBe('1 employee has this role: give them another one first');
    const usage = [
      { key: 'server.used_by_products', params: { smart_count: 3 } },
      { key: 'server.used_by_urls', params: { smart_count: 1 } },
    ] as const;
    expect(englishText({ key: 'server.still_used', params: { usage: [...usage] } })).toBe(
      'This record is still used by 3 products, 1 storefront URL. Delete it with a replacement to move them first.',
    );
  });
});

describe('zod issues of the shared schemas as catalogue messages', () => {
  const messagesOf = (result: { error?: { issues: Parameters<typeof messageOfIssue>[0][] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), messageOfIssue(issue)]));

  it('finds the schema’s own message, with its parameters', () => {
    expect(messagesOf(productSchema.safeParse({ title: '', slug: 'Not a slug' }))).toMatchObject({
      title: { key: 'server.enter_title' },
      slug: { key: 'server.slug_format' },
    });
    expect(messagesOf(variantSchema.safeParse({ product_id: 1, sku: 'AB-1', mrp: 100, price: 200 }))).toEqual({
      price: { key: 'server.price_above_mrp' },
    });
    expect(messagesOf(bankDetailsSchema.safeParse({ bank_name: 'HDFC/Bank' }))).toEqual({
      bank_name: { key: 'server.alphanumeric_only', params: { field: { key: 'resources.employees.fields.bank_name' } } },
    });
    expect(messagesOf(attributeSchema.safeParse({ name: 'Fit', code: 'fit', values: ['Slim', 'slim'] }))).toEqual({
      'values.1': { key: 'server.value_listed_twice', params: { value: 'slim' } },
    });
    expect(messagesOf(urlSchema.safeParse({ path: '/a', redirect_to: '/a', redirect_type: 301 }))).toEqual({
      redirect_to: { key: 'server.redirect_to_itself' },
    });
  });

  it('gives react-admin’s validation messages for checks without a message of their own', () => {
    expect(messagesOf(bulkRejectSchema.safeParse({ ids: [1], reason: 'x'.repeat(1001) }))).toEqual({
      reason: { key: 'ra.validation.maxLength', params: { max: 1000 } },
    });
    expect(messagesOf(productSchema.safeParse({ title: 'Saree', slug: 'saree', status: 'sold' }))).toEqual({
      status: { key: 'ra.validation.oneOf', params: { options: 'draft, active, archived' } },
    });
  });
});
