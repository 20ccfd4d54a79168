import { describe, expect, it } from 'vitest';
import { fieldKind } from '@domain/fieldKinds';
import { fieldText, kindCell, kindUnit, type FieldTextContext } from '@domain/fieldText';
import { loadMessages } from '../../src/i18n/messages';

/** The console's messages of a language, flattened to `a.b.c` keys, as polyglot reads them. */
const flat = (messages: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? Object.entries(flat(value as object, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(value)]])),
  );

const contextIn = async (language: 'en' | 'fr' | 'de' | 'pt', locale: string, names: Record<string, string> = {}): Promise<FieldTextContext> => {
  const texts = flat(await loadMessages(language));
  // %{name} filled from the options, as polyglot does.
  const translate: FieldTextContext['translate'] = (key, options) =>
    (texts[key] ?? options?._ ?? key).replace(/%\{(\w+)\}/g, (whole, name: string) => (options?.[name] === undefined ? whole : String(options[name])));
  return { locale, translate, referenceName: (resource, id) => names[`${resource}/${id}`] };
};
/** Intl writes narrow no-break spaces in French numbers and times: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('fieldText: values by their kind, as staff read them', () => {
  it('writes money in rupees in the reader\u2019s locale, never paise', async () => {
    expect(fieldText('orders', 'total', 123_450, await contextIn('en', 'en-IN')).text).toBe('₹1,234.50');
    expect(plain(fieldText('orders', 'total', 123_450, await contextIn('fr', 'fr-FR')).text)).toBe('1 234,50 ₹');
    expect(fieldText('variants', 'mrp', 250_000, await contextIn('en', 'en-IN')).text).toBe('₹2,500');
  });

  it('names a referenced record and says which, for a link; its id only when the name is unknown', async () => {
    const context = await contextIn('en', 'en-IN', { 'warehouses/4': 'Mumbai Central' });
    expect(fieldText('orders', 'warehouse_id', 4, context)).toEqual({ text: 'Mumbai Central', reference: { resource: 'warehouses', id: 4 } });
    expect(fieldText('variants', 'condition_id', 7, context)).toEqual({ text: '#7', reference: { resource: 'conditions', id: 7 } });
    expect(fieldKind('products', 'brand_id')).toEqual({ kind: 'reference', resource: 'brands' });
  });

  it('writes a steal\u2019s variants as lines: each variant named, its price in rupees, its cap', async () => {
    const lines = [{ variant_id: 1502, price: 149_900, quantity_cap: 1 }];
    const named = fieldText('steals', 'variants', lines, await contextIn('en', 'en-IN', { 'variants/1502': 'ANK-0001-S' }));
    expect(named.text).toBe('ANK-0001-S (Steal price (₹): ₹1,499, Cap: 1)');
    expect(named.lines).toEqual([{ reference: { resource: 'variants', id: 1502 }, text: 'Steal price (₹): ₹1,499, Cap: 1' }]);
    expect(plain(fieldText('steals', 'variants', lines, await contextIn('fr', 'fr-FR')).text)).toBe('#1502 (Prix de l’offre (₹): 1 499 ₹, Plafond: 1)');
  });

  it('writes an address as text, not JSON', async () => {
    const address = { name: 'Asha Menon', line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'IN', mobile: '' };
    const { text } = fieldText('orders', 'shipping_address', address, await contextIn('en', 'en-IN'));
    expect(text).toBe('Asha Menon, 12 MG Road, Pune, Maharashtra 411001, India');
    expect(fieldText('orders', 'shipping_address', address, await contextIn('fr', 'fr-FR')).text).toBe('Asha Menon, 12 MG Road, Pune, Maharashtra 411001, Inde');
    expect(kindCell(address, fieldKind('orders', 'billing_address'))).toBe('Asha Menon, 12 MG Road, Pune, Maharashtra 411001, IN');
  });

  it('writes statuses and methods by their labels in the reader\u2019s language', async () => {
    expect(fieldText('orders', 'payment_status', 'paid', await contextIn('fr', 'fr-FR')).text).toBe('Payée');
    expect(fieldText('orders', 'method', 'cod', await contextIn('en', 'en-IN')).text).toBe('Cash on delivery');
    expect(fieldText('variants', 'status', 'in_review', await contextIn('fr', 'fr-FR')).text).not.toBe('in_review');
  });

  it('reads a moment on the business\u2019s clock: an order of 1 November in India is not one of 31 October', async () => {
    // 31 October 19:00 UTC is 1 November 00:30 in India.
    const placed = '2026-10-31T19:00:00.000Z';
    expect(fieldText('orders', 'placed_at', placed, await contextIn('en', 'en-IN')).text).toMatch(/^01\/11\/2026, 12:30\sam$/);
    expect(plain(fieldText('orders', 'placed_at', placed, await contextIn('fr', 'fr-FR')).text)).toBe('01/11/2026 0:30');
    expect(kindCell(placed, fieldKind('orders', 'placed_at'))).toBe('2026-11-01 00:30');
    // A calendar day is no moment: no time zone moves it.
    expect(fieldText('customers', 'date_of_birth', '1990-11-01', await contextIn('en', 'en-IN')).text).toBe('01/11/1990');
  });

  it('writes booleans as Yes or No in the reader\u2019s language, and yes / no in a CSV', async () => {
    expect(fieldText('orders', 'intra_state', true, await contextIn('en', 'en-IN')).text).toBe('Yes');
    expect(fieldText('orders', 'tax_inclusive', false, await contextIn('fr', 'fr-FR')).text).toBe('Non');
    expect(kindCell(false, fieldKind('orders', 'tax_inclusive'))).toBe('no');
  });

  it('writes a notification\u2019s audience by its labels, segments and customers\u2019 names, never as JSON or ids', async () => {
    const segment = { kind: 'segment', tags: ['vip', 'gold'], cities: ['Pune'], orders_min: 2, orders_max: 5, customer_ids: [] };
    expect(fieldText('notifications', 'audience', segment, await contextIn('en', 'en-IN')).text).toBe('A segment: Customer tags: vip, gold; Cities: Pune; 2 to 5 orders');
    expect(fieldText('notifications', 'audience', { ...segment, tags: [], orders_max: null }, await contextIn('fr', 'fr-FR')).text).toBe('Un segment: Villes: Pune; au moins 2 commandes');
    expect(fieldText('notifications', 'audience', { kind: 'segment', tags: [], cities: [], orders_max: 3, customer_ids: [] }, await contextIn('de', 'de-DE')).text).toBe('Ein Segment: höchstens 3 Bestellungen');
    expect(fieldText('notifications', 'audience', { kind: 'all', tags: [], cities: [], customer_ids: [] }, await contextIn('pt', 'pt-PT')).text).toBe('Todos os clientes');
    const chosen = fieldText('notifications', 'audience', { kind: 'customers', tags: [], cities: [], customer_ids: [3, 9] }, await contextIn('en', 'en-IN', { 'customers/3': 'Asha Menon' }));
    expect(chosen).toEqual({ text: 'Chosen customers: Asha Menon, #9', references: { lead: 'Chosen customers', resource: 'customers', ids: [3, 9] } });
    for (const language of ['en', 'fr', 'de', 'pt'] as const) {
      const text = fieldText('notifications', 'audience', segment, await contextIn(language, language)).text;
      expect(text).not.toMatch(/resources\.|%\{|\{|orders_min/);
    }
  });

  it('writes a notification\u2019s state and channels and a script\u2019s placement and pages by their labels', async () => {
    const fr = await contextIn('fr', 'fr-FR');
    const en = await contextIn('en', 'en-IN');
    expect(fieldText('notifications', 'channels', ['email', 'sms'], en).text).toBe('E-mail, SMS');
    expect(fieldText('notifications', 'state', 'scheduled', en).text).toBe('Scheduled');
    expect(fieldText('scripts', 'placement', 'body_end', en).text).toBe('At the end of the body');
    expect(fieldText('scripts', 'pages', ['home', 'cart'], en).text).toBe('Home, Cart');
    for (const [resource, field, value] of [['notifications', 'state', 'sending'], ['scripts', 'placement', 'head'], ['scripts', 'pages', ['checkout']]] as const)
      expect(fieldText(resource, field, value, fr).text).not.toMatch(/^(sending|head|checkout)$/);
  });

  it('gives a CSV money column rupees and its currency, a moment column its time zone', () => {
    expect(kindCell(123_450, fieldKind('orders', 'total'))).toBe('1234.50');
    expect(kindUnit(fieldKind('orders', 'total'))).toBe('INR');
    expect(kindUnit(fieldKind('orders', 'placed_at'))).toBe('Asia/Kolkata');
    expect(kindUnit(fieldKind('orders', 'number'))).toBeUndefined();
  });
});
