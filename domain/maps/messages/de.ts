import type { en } from './en';

/** Maps: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  pincode_invalid: 'Geben Sie eine 6-stellige PIN-Postleitzahl ein, die nicht mit 0 beginnt',
  pincode_unknown: 'Zu dieser PIN-Postleitzahl ist kein Ort bekannt',
};
