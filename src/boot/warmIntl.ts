import { toIntlLocale } from '@domain/intlLocales';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl formatters load the locale's data: 20-40 ms in a fresh browser process, later
 * ones under a millisecond. A list's number and date cells make the first ones in the task that
 * renders its first rows, and from the shell's arrival to those rows the page's main thread has no
 * idle moment (bench:ui's profile). A worker makes them instead, as the shell loads (on a console path,
 * or while the sign-in form is filled in): the data it loads is the process's, so the cells' formatters
 * find it loaded (in Chromium, the first number formatter of the rows' render took 28-30 ms without it,
 * 0.2-0.5 ms with it). Once a page.
 */
let warmed = false;
export const warmIntl = () => {
  if (warmed) return;
  warmed = true;
  const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
  worker.postMessage(toIntlLocale(storedPreference('locale')));
};
