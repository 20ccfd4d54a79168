import type { z } from 'zod';
import { englishText, type MessageKey, type MessageParam, type ServerMessage } from './serverMessages';

type Issue = z.core.$ZodIssue;

/** zod keeps only a message's text, so the shared schemas' texts are remembered with their message. */
const messagesByText = new Map<string, ServerMessage>();

/**
 * A catalogue message as the text a zod check reports (English). The server finds the message
 * again from that text and sends its key, for the console to translate.
 */
export const schemaMessage = (key: MessageKey, params?: Record<string, MessageParam>): string => {
  const message: ServerMessage = params ? { key, params } : { key };
  const text = englishText(message);
  messagesByText.set(text, message);
  return text;
};

/** Every message the shared schemas hold so far, e.g. for a test that their field labels exist. */
export const schemaMessages = (): ServerMessage[] => [...messagesByText.values()];

/**
 * The issue a refinement adds, carrying its message: parameters taken from the value checked could
 * not be remembered by text (the texts would grow without end).
 */
export const customIssue = (key: MessageKey, params?: Record<string, MessageParam>) => {
  const message: ServerMessage = params ? { key, params } : { key };
  return { code: 'custom' as const, message: englishText(message), params: { message } };
};

/**
 * The labels of a resource's fields, for the messages that name their field ("Enter the %{field}"):
 * the console shows its own label (`resources.<resource>.fields.<field>`), the server the field's name.
 */
export const fieldLabels =
  (resource: string) =>
  (field: string): ServerMessage => ({ key: `resources.${resource}.fields.${field}` });

const bound = (value: number | bigint) => Number(value);

/**
 * zod's own checks, for schemas that give no message of their own: react-admin's validation keys,
 * as the console's form validators use them, or the server's general ones.
 */
const generalMessage = (issue: Issue): ServerMessage => {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.expected === 'number' || issue.expected === 'int' ? 'ra.validation.number' : 'ra.validation.required' };
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive ? { key: 'ra.validation.minValue', params: { min } } : { key: 'server.greater_than', params: { min } };
      if (min <= 1) return { key: 'ra.validation.required' };
      return issue.origin === 'string' ? { key: 'ra.validation.minLength', params: { min } } : { key: 'server.too_few', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return issue.inclusive ? { key: 'ra.validation.maxValue', params: { max } } : { key: 'server.less_than', params: { max } };
      return issue.origin === 'string' ? { key: 'ra.validation.maxLength', params: { max } } : { key: 'server.too_many', params: { max } };
    }
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'ra.validation.email' } : { key: 'server.invalid_format' };
    case 'invalid_value':
      return { key: 'ra.validation.oneOf', params: { options: issue.values.map(String).join(', ') } };
    default:
      return { key: 'server.invalid_value' };
  }
};

/** The catalogue message of a zod issue: the schema's own, else the general one of its check. */
export const messageOfIssue = (issue: Issue): ServerMessage => {
  const custom = issue.code === 'custom' ? (issue.params as { message?: ServerMessage } | undefined)?.message : undefined;
  return custom ?? messagesByText.get(issue.message) ?? generalMessage(issue);
};
