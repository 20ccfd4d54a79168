import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { PART_SCHEMAS } from '@domain/employee';
import { loadMessages, type Locale } from '../../src/i18n/messages';
import { useZodValidator } from '../../src/forms/zodValidator';

const validatorIn = async (locale: Locale) => {
  const messages = await loadMessages(locale);
  const i18nProvider = polyglotI18nProvider(() => messages, locale);
  const wrapper = ({ children }: { children: ReactNode }) => <AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>;
  return renderHook(() => useZodValidator(PART_SCHEMAS['bank-details'].partial()), { wrapper }).result.current;
};

describe('employee form validation from the shared schemas', () => {
  it('gives the server’s messages with the console’s field label, as translatable messages', async () => {
    const errors = (await validatorIn('en'))({ bank_ifsc: 'HDFC1000123', bank_pan: 'abc', bank_account_number: '12', bank_name: 'HDFC/Bank' });
    expect(errors).toEqual({
      bank_ifsc: { message: 'server.ifsc_format', args: { field: 'IFSC', _: 'The bank_ifsc can only contain a valid IFSC Code' } },
      bank_pan: { message: 'server.pan_format', args: { field: 'PAN', _: 'The bank_pan can only contain a valid pan card' } },
      bank_account_number: { message: 'server.enter_account_number', args: { _: 'Enter an account number of 9 to 18 digits' } },
      bank_name: { message: 'server.alphanumeric_only', args: { field: 'Bank name', _: 'The bank_name can contain only alphabetic, numeric, commas and spaces' } },
    });
  });

  it('interpolates the translated label in other languages', async () => {
    const errors = (await validatorIn('fr'))({ bank_name: 'HDFC/Bank' });
    expect(errors.bank_name).toMatchObject({ message: 'server.alphanumeric_only', args: { field: 'Banque' } });
    expect((await validatorIn('en'))({ bank_ifsc: 'HDFC0000123', bank_pan: 'ABCPT1234K' })).toEqual({});
  });
});
