import { describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ApiErrorBody } from '@domain/errors';
import { ENGLISH_MESSAGES, loadMessages, type Locale } from '../../src/i18n/messages';
import { translatedHttpError } from '../../src/providers/serverErrors';

const translateIn = async (locale: Locale) => {
  const messages = await loadMessages(locale);
  return polyglotI18nProvider(() => messages, locale).translate;
};

const stillUsed: ApiErrorBody = {
  isSuccess: false,
  error: {
    code: 'in_use',
    message: 'This record is still used by 2 products. Delete it with a replacement to move them first.',
    i18n: { message: { key: 'server.still_used', params: { usage: [{ key: 'server.used_by_products', params: { smart_count: 2 } }] } } },
  },
};

const duplicateSlug: ApiErrorBody = {
  isSuccess: false,
  error: {
    code: 'conflict',
    message: 'This slug is already in use',
    fields: { slug: 'This slug is already in use', title: 'Enter a title' },
    i18n: { message: { key: 'server.slug_taken' }, fields: { slug: { key: 'server.slug_taken' }, title: { key: 'server.enter_title' } } },
  },
};

describe('server errors in the user’s language', () => {
  it('translates each field’s message for react-admin’s body.errors, and the message for notifications', async () => {
    const error = translatedHttpError(409, duplicateSlug, await translateIn('fr'));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Ce slug est déjà utilisé');
    expect(error.body.errors).toEqual({ slug: 'Ce slug est déjà utilisé', title: 'Saisissez un titre' });
    expect(error.body.error.code).toBe('conflict');
  });

  it('translates the messages inside a message’s parameters, with their plurals', async () => {
    expect(translatedHttpError(409, stillUsed, await translateIn('de')).message).toBe(
      'Dieser Eintrag wird noch verwendet (2 Produkte). Löschen Sie ihn mit einem Ersatz, um diese zuerst zu verschieben.',
    );
    expect(translatedHttpError(409, stillUsed, await translateIn('en')).message).toBe(stillUsed.error.message);
  });

  it('writes an amount of money in the language’s number format', async () => {
    const overBalance: ApiErrorBody = {
      isSuccess: false,
      error: { code: 'conflict', message: 'Only ₹1,23,456.50 is left on this credit note', i18n: { message: { key: 'server.credit_note_over_balance', params: { balance: { money: 12_345_650 } } } } },
    };
    expect(translatedHttpError(409, overBalance, await translateIn('en'), 'en-IN').message).toBe('Only ₹1,23,456.50 is left on this credit note');
    expect(translatedHttpError(409, overBalance, await translateIn('fr'), 'fr-FR').message.replace(/\s/g, ' ')).toBe('Il ne reste que 123 456,50 ₹ sur cet avoir');
  });

  it('keeps the English of a server that sends no keys, or a key this console does not know', async () => {
    const translate = await translateIn('pt');
    const { i18n: _, ...english } = duplicateSlug.error;
    expect(translatedHttpError(409, { isSuccess: false, error: english }, translate).body.errors).toEqual(english.fields);
    const unknownKey = { ...duplicateSlug, error: { ...duplicateSlug.error, i18n: { message: { key: 'server.nothing_like_this' } } } };
    expect(translatedHttpError(409, unknownKey as ApiErrorBody, translate).message).toBe('This slug is already in use');
  });
});

describe('the console’s English and the server’s messages', () => {
  // The provider as the first page creates it, English without the server's messages.
  const firstPageProvider = async () => {
    vi.resetModules();
    return import('../../src/providers/i18nProvider');
  };

  it('leaves them off the first page and translates them once serverMessagesReady resolves', async () => {
    const { i18nProvider, serverMessagesReady } = await firstPageProvider();
    expect(ENGLISH_MESSAGES).not.toHaveProperty('server');
    await serverMessagesReady();
    expect(i18nProvider.translate('server.used_by_urls', { smart_count: 2 })).toBe('2 storefront URLs');
    const error = translatedHttpError(409, duplicateSlug, i18nProvider.translate);
    expect(error.body.errors).toEqual({ slug: 'This slug is already in use', title: 'Enter a title' });
    expect(translatedHttpError(409, stillUsed, i18nProvider.translate).message).toBe(stillUsed.error.message);
  });

  it('keeps a language chosen while they load', async () => {
    const { i18nProvider, serverMessagesReady } = await firstPageProvider();
    const ready = serverMessagesReady();
    await i18nProvider.changeLocale('fr');
    await ready;
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('server.used_by_urls', { smart_count: 2 })).toBe('2 URL de la boutique');
  });
});
