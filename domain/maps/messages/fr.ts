import type { en } from './en';

/** Maps: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  pincode_invalid: 'Saisissez un code PIN à 6 chiffres ne commençant pas par 0',
  pincode_unknown: 'Aucun lieu connu pour ce code PIN',
};
