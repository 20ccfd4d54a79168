import { toIntlLocale } from '../domain/intlLocales';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl formatters load the locale's data: 20-40 ms in a fresh browser process, later
 * ones under a millisecond. A list's number and date cells make the first ones in the task that
 * renders its first rows, and from the shell's arrival to those rows the page's main thread has no
 * idle moment (bench:ui's profile). A worker makes them instead, as the entry ends and the shell loads:
 * the data it loads is the process's, so the cells' formatters find it loaded.
 */
export const warmIntl = () => {
  const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
  worker.postMessage(toIntlLocale(storedPreference('locale')));
};
