import { toIntlLocale } from '@domain/intlLocales';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl formatter loads the locale's data, which is costly, and a list's first rows would
 * pay for it in their render. A worker makes one as the shell loads: the data is the browser process's,
 * so the cells' formatters find it loaded. Once a page.
 */
let warmed = false;
export const warmIntl = () => {
  if (warmed) return;
  warmed = true;
  const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
  worker.postMessage(toIntlLocale(storedPreference('locale')));
};
