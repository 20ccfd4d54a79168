import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '@domain/errors';
import { renderParams, type Phrase } from '@domain/renderMessage';
import type { ServerMessage } from '@domain/serverMessages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One server message in the user's language; the English the server sent stands in for a missing key. */
const translated = (message: ServerMessage | undefined, english: string, translate: Translate, locale?: string) => {
  if (!message) return english;
  const phrase: Phrase = (key, params) => translate(key, params);
  return translate(message.key, { ...renderParams(message, phrase, locale), _: english });
};

/**
 * The server's error envelope as react-admin's HttpError, in the user's language: `body.errors` holds
 * the per-field messages (react-admin shows them at their fields) and the error's message is the
 * one a notification shows; amounts of money in the Intl `locale`'s format.
 */
export const translatedHttpError = (status: number, body: ApiErrorBody, translate: Translate, locale?: string): HttpError => {
  const { message, fields, i18n } = body.error;
  const errors = fields
    ? Object.fromEntries(Object.entries(fields).map(([field, english]) => [field, translated(i18n?.fields?.[field], english, translate, locale)]))
    : undefined;
  return new HttpError(translated(i18n?.message, message, translate, locale), status, { ...body, errors });
};
