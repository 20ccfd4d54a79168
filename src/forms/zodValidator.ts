import { useCallback, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { renderParams, type Phrase } from '@domain/renderMessage';
import { messageOfIssue } from '@domain/schemaMessages';
import { englishText } from '@domain/serverMessages';
import { useIntlLocale } from '../i18n/intlLocale';
import { serverMessagesReady } from '../providers/i18nProvider';

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** react-admin's translatable validation error, which its inputs show at their field. */
export interface FieldError {
  message: string;
  args: Record<string, unknown>;
}

type ErrorTree = { [key: string]: ErrorTree | FieldError | undefined };

/**
 * Where a form shows an issue: at the input holding the value, so a list input (tags, attribute
 * values) shows its items' issues, while the inputs inside an array input (rule conditions) show their own.
 */
const inputPath = (path: readonly PropertyKey[]) => {
  const keys = path.map(String);
  while (keys.length > 1 && /^\d+$/.test(keys.at(-1)!)) keys.pop();
  return keys.length ? keys : [''];
};

const isFieldError = (node: ErrorTree[string]): node is FieldError => typeof node?.message === 'string';

/** Sets the first error of an input; an error already set at the input or around it stays. */
const setFirst = (tree: ErrorTree, [key = '', ...rest]: string[], error: FieldError): void => {
  const current = tree[key];
  if (current) {
    if (!isFieldError(current) && rest.length) setFirst(current, rest, error);
    return;
  }
  if (!rest.length) {
    tree[key] = error;
    return;
  }
  // Array items are indexed: react-admin reads an array input's errors as an array.
  const child: ErrorTree = /^\d+$/.test(rest[0]!) ? ([] as unknown as ErrorTree) : {};
  tree[key] = child;
  setFirst(child, rest, error);
};

/**
 * A shared schema's verdict on a form's values as react-admin's form-level errors: each input's first
 * issue as the catalogue message the server would answer with (domain/schemaMessages), so the form
 * and the server say the same thing in the user's language. Parameters that are messages (a field's
 * label) are translated here; the English stands in until the server messages have loaded.
 */
export const zodErrors = (schema: z.ZodType, values: Record<string, unknown>, translate: Translate, locale?: string): ErrorTree => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const phrase: Phrase = (key, params) => translate(key, params);
  const errors: ErrorTree = {};
  for (const issue of result.error.issues) {
    const message = messageOfIssue(issue);
    setFirst(errors, inputPath(issue.path), { message: message.key, args: { ...renderParams(message, phrase, locale), _: englishText(message) } });
  }
  return errors;
};

type Values = Record<string, unknown>;

export interface ZodValidatorOptions {
  /** The form's values as the server takes them, when the form edits them in another shape. */
  toPayload?: (values: Values) => Values;
  /** Checks of the form's own shape (its rows), whose errors come before the schema's. */
  formChecks?: (values: Values) => Record<string, unknown>;
}

/**
 * A form-level `validate` for react-admin forms from the resource's domain schema, the one the server
 * parses with. react-hook-form then ignores the inputs' own `validate` (it keeps their required mark).
 */
export const useZodValidator = (schema: z.ZodType, { toPayload, formChecks }: ZodValidatorOptions = {}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  // In English the server messages load on first use; the form's errors may need them.
  useEffect(() => void serverMessagesReady(), []);
  return useCallback(
    (values: Values) => ({ ...zodErrors(schema, toPayload ? toPayload(values) : values, translate, locale), ...formChecks?.(values) }),
    [schema, toPayload, formChecks, translate, locale],
  );
};
