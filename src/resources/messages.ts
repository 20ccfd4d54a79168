import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../i18n/mergeMessages';

/**
 * Messages that resource folders contribute (fields, actions, errors). Each resource keeps one file
 * per locale, `src/resources/<name>/i18n/{en,fr,de,pt}.ts`, exporting a const named after its locale
 * (`export const fr: typeof en = { … }`). They are gathered by file name, so a new resource needs no
 * entry here: English below, which ships with the first page; fr, de and pt in
 * `src/i18n/locales/<locale>.ts`, so each loads only with its locale's chunk.
 */
export const mergeResourceMessages = (modules: Record<string, object>): TranslationMessages =>
  mergeMessages(...(Object.values(modules) as TranslationMessages[]));

export const RESOURCE_MESSAGES_EN = mergeResourceMessages(import.meta.glob<object>(['./*/i18n/en.ts', '../screens/*/i18n/en.ts'], { eager: true, import: 'en' }));
