import type { en } from './en';

/** Maps: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  pincode_invalid: 'Introduza um código PIN de 6 dígitos que não comece por 0',
  pincode_unknown: 'Nenhum local conhecido para este código PIN',
};
