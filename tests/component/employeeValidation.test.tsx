import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { PART_SCHEMAS } from '../../src/domain/employee';
import { loadMessages, type Locale } from '../../src/i18n/messages';
import { useZodValidator } from '../../src/forms/zodValidator';

const validatorIn = async (locale: Locale) => {
  const messages = await loadMessages(locale);
  const i18nProvider = polyglotI18nProvider(() => messages, locale);
  const wrapper = ({ children }: { children: ReactNode }) => <AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>;
  return renderHook(() => useZodValidator(PART_SCHEMAS['bank-details'].partial()), { wrapper }).result.current;
};

describe('employee form validation from the shared schemas', () => {
  it('gives the spec messages with the field label, as translatable messages', async () => {
    const errors = (await validatorIn('en'))({ bank_ifsc: 'HDFC1000123', bank_pan: 'abc', bank_account_number: '12', bank_name: 'HDFC/Bank' });
    expect(errors).toEqual({
      bank_ifsc: { message: 'validation.ifsc', args: { field: 'IFSC' } },
      bank_pan: { message: 'validation.pan', args: { field: 'PAN' } },
      bank_account_number: { message: 'resources.employees.validation.bank_account_number', args: { field: 'Account number' } },
      bank_name: { message: 'validation.alphanumeric', args: { field: 'Bank name' } },
    });
  });

  it('interpolates the translated label in other languages', async () => {
    const errors = (await validatorIn('fr'))({ bank_name: 'HDFC/Bank' });
    expect(errors.bank_name).toEqual({ message: 'validation.alphanumeric', args: { field: 'Banque' } });
    expect((await validatorIn('en'))({ bank_ifsc: 'HDFC0000123', bank_pan: 'ABCPT1234K' })).toEqual({});
  });
});
