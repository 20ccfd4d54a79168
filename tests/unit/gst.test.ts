import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinField, hsnField } from '@domain/gst/fields';
import { documentNumber, financialYearLabel, financialYearOf } from '@domain/gst/financialYear';
import { gstinCheckCharacter, gstinProblem } from '@domain/gst/gstin';
import { gstStateCode } from '@domain/gst/states';
import { indianNumberInWords, rupeesInWords } from '@domain/gst/words';
import { DEFAULT_TAX_POLICY } from '@domain/orders/tax';
import { orderTotals } from '@domain/orders/totals';
import { productSchema } from '@domain/catalogue';
import { warehouseSchema } from '@domain/stock';
import { storeSchema } from '@domain/taxonomy';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { zodErrors } from '../../src/forms/zodValidator';
import { LOCALES, loadMessages } from '../../src/i18n/messages';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  it('accepts registered GSTINs and refuses each wrong check character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAKCR4375M1ZQ']) {
      expect(gstinProblem(gstin)).toBeNull();
      for (const wrong of CHARACTERS.replace(gstin[14]!, '')) expect(gstinProblem(gstin.slice(0, 14) + wrong)).toBe('check');
    }
  });

  it('catches any one character mistyped in the first fourteen (the check character changes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.constantFrom(...CHARACTERS), (at, typed) => {
        const gstin = '29AAGCB7383J1Z4';
        fc.pre(typed !== gstin[at]);
        return gstinCheckCharacter(gstin.slice(0, at) + typed + gstin.slice(at + 1, 14)) !== '4';
      }),
    );
  });

  it('refuses a wrong length or shape, and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    expect(gstinProblem('2XAAPFU0939F1ZV')).toBe('format');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('format');
    expect(gstinProblem('28AAPFU0939F1ZV')).toBe('state');
  });

  it('is optional in forms, upper-cased, and refused with a translated message at the field', () => {
    const field = gstinField();
    expect(field.parse(null)).toBe('');
    expect(field.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const wrong = field.safeParse('27AAPFU0939F1ZW');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toMatch(/last character/);
    expect(field.safeParse('GST123').error?.issues[0]?.message).toMatch(/15 characters/);
  });

  it('knows the state codes by the names the address forms keep', () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode(' maharashtra ')).toBe('27');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Atlantis')).toBeUndefined();
  });
});

describe('HSN code', () => {
  it('takes 4, 6 or 8 digits, or nothing', () => {
    const field = hsnField();
    for (const code of ['6109', '620342', '62034200', '', null]) expect(field.safeParse(code).success).toBe(true);
    for (const code of ['610', '61091', '6109420', '610942001', '61O9']) expect(field.safeParse(code).success).toBe(false);
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_105, 'Rupees Eleven and Five Paise Only'],
    [12_012_350, 'Rupees One Lakh Twenty Thousand One Hundred Twenty Three and Fifty Paise Only'],
    [12_000_000, 'Rupees One Lakh Twenty Thousand Only'],
    [99_999_999, 'Rupees Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_234_567_890, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only'],
    [123_456_789_000, 'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only'],
  ])('%i paise: %s', (paise, words) => expect(rupeesInWords(paise)).toBe(words));

  it('reads back the number it was given (crore, lakh, thousand, hundred)', () => {
    const VALUES: Record<string, number> = Object.fromEntries(
      ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'].map((word, value) => [word, value]),
    );
    for (const [at, word] of ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].entries()) VALUES[word] = 20 + 10 * at;
    const SCALES: Record<string, number> = { Hundred: 100, Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };
    // Each scale word multiplies what came since the last larger scale; crore may carry a lakh part of its own.
    const parse = (words: string): number => {
      const crore = words.split(' Crore');
      if (crore.length > 1) return parse(crore[0]!) * 10_000_000 + (crore[1]!.trim() ? parse(crore[1]!.trim()) : 0);
      let total = 0;
      let group = 0;
      for (const word of words.split(' ')) {
        if (word === 'Hundred') group *= 100;
        else if (SCALES[word]) {
          total += group * SCALES[word]!;
          group = 0;
        } else group += VALUES[word]!;
      }
      return total + group;
    };
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (value) => parse(indianNumberInWords(value)) === value));
  });
});

describe('financial years', () => {
  it('turn on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026);
    expect(financialYearOf(new Date('2026-12-31T23:00:00Z'))).toBe(2026);
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(documentNumber('INV', 2026, 123)).toBe('INV/2026-27/000123');
  });
});

describe('GST on shipping', () => {
  const lines = [{ unitPrice: 149_900, quantity: 2 }, { unitPrice: 1_299_900, quantity: 1 }];

  it('is charged at the highest rate of the lines, split CGST and SGST within a state, IGST between states', () => {
    const within = orderTotals({ lines, shipping: 11_800, policy: DEFAULT_TAX_POLICY, intraState: true });
    expect(within.shippingTax).toEqual({ rate: 1800, tax: 1_800, cgst: 900, sgst: 900, igst: 0 });
    const linesTax = within.lines.reduce((sum, line) => sum + line.tax, 0);
    expect(within.tax).toBe(linesTax + 1_800);
    expect(within.total).toBe(149_900 * 2 + 1_299_900 + 11_800);
    const between = orderTotals({ lines, shipping: 11_800, policy: DEFAULT_TAX_POLICY, intraState: false });
    expect(between.shippingTax).toEqual({ rate: 1800, tax: 1_800, cgst: 0, sgst: 0, igst: 1_800 });
  });

  it('is added on top when prices exclude GST, and is nothing without shipping', () => {
    const exclusive = orderTotals({ lines: [{ unitPrice: 100_000, quantity: 1 }], shipping: 10_000, policy: { inclusive: false, slabs: [{ rate: 500 }] }, intraState: true });
    expect(exclusive.shippingTax.tax).toBe(500);
    expect(exclusive.total).toBe(105_000 + 10_500);
    expect(orderTotals({ lines, policy: DEFAULT_TAX_POLICY, intraState: true }).shippingTax.tax).toBe(0);
  });
});

describe('GSTIN and HSN in the forms', () => {
  it.each(LOCALES)('are refused at their inputs in $name, the message translated', async ({ locale }) => {
    const messages = await loadMessages(locale);
    const { translate } = polyglotI18nProvider(() => messages, locale);
    const english = await loadMessages('en');
    const store = zodErrors(storeSchema, { name: 'Pune', code: 'PUN-1', gstin: '29AAGCB7383J1Z5' }, translate);
    const warehouse = zodErrors(warehouseSchema, { name: 'Pune hub', code: 'WH-PNQ', gstin: '29AAGCB' }, translate);
    const product = zodErrors(productSchema, { title: 'Tee', slug: 'tee', hsn_code: '61091' }, translate);
    for (const [errors, field, key] of [[store, 'gstin', 'server.gstin_check'], [warehouse, 'gstin', 'server.gstin_format'], [product, 'hsn_code', 'server.hsn_format']] as const) {
      const error = errors[field] as { message: string; args: Record<string, unknown> };
      expect(error.message).toBe(key);
      const text = translate(error.message, error.args);
      expect(text).not.toContain('server.');
      if (locale !== 'en') expect(text).not.toBe(polyglotI18nProvider(() => english, 'en').translate(key));
    }
    expect(zodErrors(storeSchema, { name: 'Pune', code: 'PUN-1', gstin: '29aagcb7383j1z4' }, translate)).toEqual({});
  });
});
