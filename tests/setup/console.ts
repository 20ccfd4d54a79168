import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';

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
  // react-admin schedules some state changes for the next tick (a reference input's params after a
  // choice): let them run while the page still exists, not after the file's jsdom is gone.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

// A react-admin reference input debounces its search by 500 ms and then sets its params on the next
// tick; one scheduled near a file's end fired after the file's jsdom was gone ('window is not defined',
// an uncaught error that failed CI twice). The file ends after they have run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));
