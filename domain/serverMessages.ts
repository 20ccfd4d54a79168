import englishMessages from 'ra-language-english';
import { renderMessage, templatePhrase } from './renderMessage';
import { en as common } from './common/messages/en';
import { en as employees } from './employees/messages/en';
import { en as media } from './media/messages/en';
import { en as jobs } from './jobs/messages/en';
import { en as catalogue } from './catalogue/messages/en';
import { en as taxonomy } from './taxonomy/messages/en';
import { en as imports } from './imports/messages/en';
import { en as maps } from './maps/messages/en';
import { en as customers } from './customers/messages/en';
import { en as stock } from './stock/messages/en';
import { en as cms } from './cms/messages/en';
import { en as orders } from './orders/messages/en';
import { en as promotions } from './promotions/messages/en';
import { en as raffles } from './raffles/messages/en';

/**
 * The server's messages by area, in English (polyglot syntax: `%{name}`, `||||` between the singular
 * and the plural of `smart_count`). Each area keeps `domain/<area>/messages/{en,fr,de,pt}.ts`; the
 * console collects them by glob (src/i18n), the server, which runs without Vite, through this list: a
 * new area adds its folder and one line here (tests/unit/serverMessages.test.ts compares the two).
 * Keys are one namespace across areas (`server.<name>`), so a message moves between areas freely.
 */
export const AREA_MESSAGES = { common, employees, media, jobs, catalogue, taxonomy, imports, maps, customers, stock, cms, orders, promotions, raffles };
export type MessageArea = keyof typeof AREA_MESSAGES;

export const SERVER_MESSAGES = { ...common, ...employees, ...media, ...jobs, ...catalogue, ...taxonomy, ...imports, ...maps, ...customers, ...stock, ...cms, ...orders, ...promotions, ...raffles };

export type ServerMessageName = keyof typeof SERVER_MESSAGES;

/** react-admin's own validation messages, which the console's form validators already use. */
const RA_VALIDATION = ['required', 'minLength', 'maxLength', 'minValue', 'maxValue', 'number', 'email', 'oneOf'] as const;

/**
 * A field's label: the console's resource messages hold the only labels, so the server names the
 * field and the console shows its label; the server's own texts name the field by its name.
 */
export type FieldLabelKey = `resources.${string}.fields.${string}`;

/** An i18n key the server may send: its own messages, react-admin's validation ones, a field's label. */
export type MessageKey = `server.${ServerMessageName}` | `ra.validation.${(typeof RA_VALIDATION)[number]}` | FieldLabelKey;

/** An amount of money in minor units (paise), written in the reader's language's number format. */
export interface MoneyParam {
  money: number;
}

/** A parameter is text, a number, an amount of money, or other messages (a field label, a list of counts) rendered in place. */
export type MessageParam = string | number | MoneyParam | ServerMessage | ServerMessage[];

export interface ServerMessage {
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

const prefixed = (prefix: string, messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([name, text]) => [`${prefix}.${name}`, text]));

const raValidation = englishMessages.ra.validation as Record<string, string>;

/** The English text of every key but the labels (a message's key is one of these or a label). */
export const ENGLISH_TEMPLATES = {
  ...prefixed('server', SERVER_MESSAGES),
  ...prefixed('ra.validation', Object.fromEntries(RA_VALIDATION.map((name) => [name, raValidation[name]!]))),
} as Record<Exclude<MessageKey, FieldLabelKey>, string>;

export const MESSAGE_KEYS = Object.keys(ENGLISH_TEMPLATES) as Exclude<MessageKey, FieldLabelKey>[];

export const isFieldLabelKey = (key: MessageKey): key is FieldLabelKey => key.startsWith('resources.');

/** "resources.employees.fields.first_name" -> "first_name": the server's texts name a field as its clients send it. */
export const fieldName = (key: FieldLabelKey) => key.slice(key.lastIndexOf('.') + 1);

/** English as polyglot renders it: the singular form only when smart_count is 1. */
const englishPhrase = templatePhrase((key) => (isFieldLabelKey(key) ? fieldName(key) : ENGLISH_TEMPLATES[key]), (count) => count !== 1);

export const englishText = (message: ServerMessage): string => renderMessage(message, englishPhrase);

