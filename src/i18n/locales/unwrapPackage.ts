import type { TranslationMessages } from 'react-admin';

/** The old de and pt packages ship under `default` in some builds. */
export const unwrapPackage = (module: unknown) =>
  ((module as { default?: TranslationMessages }).default ?? module) as TranslationMessages;
