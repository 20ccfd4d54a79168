import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * The files a component saves through a link's click, in order, with their names and contents: jsdom
 * has no object URLs and does not navigate. Registers the file's hooks; the list empties after each test.
 */
export const savedDownloads = () => {
  const saved: { name: string; file: Blob }[] = [];
  let made: Blob | undefined;
  beforeAll(() => {
    URL.createObjectURL = vi.fn((file: Blob) => ((made = file), 'blob:test'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, file: made! });
    });
  });
  afterEach(() => {
    saved.length = 0;
  });
  afterAll(() => vi.restoreAllMocks());
  return saved;
};
