import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { shortTimersRun, trackShortTimers } from './shortTimers';

trackShortTimers();

// A language's messages load as their own chunk; on a busy machine that takes past the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Test files share loaded modules (isolate: false): the console's one i18n provider keeps the locale an
// earlier file chose, and a choice whose messages were still loading lands after that file's end.
beforeEach(async () => {
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
});

// react-admin puts some state changes off (a reference input debounces its search by 500 ms, then sets
// its params on the next tick); one that fired after the file's jsdom was gone threw 'window is not
// defined', an uncaught error that failed CI twice. The file ends once they have run.
afterAll(shortTimersRun);
