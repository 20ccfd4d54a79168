import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // react-admin schedules some state changes for the next tick (a reference input's params after a
  // choice): let them run while the page still exists, not after the file's jsdom is gone.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
