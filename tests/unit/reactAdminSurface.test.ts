import { describe, expect, it } from 'vitest';
import * as reactAdmin from 'react-admin';

/**
 * react-admin is pinned to one version (package.json); on an upgrade this fails when a name the
 * console imports from it is gone, so the change is seen before the build ships without it.
 * Types are left to the typecheck; this checks the values.
 */
const SOURCES = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-admin'/g;

const importedValues = () => {
  const names = new Set<string>();
  for (const source of Object.values(SOURCES)) {
    for (const [, list] of source.matchAll(IMPORT)) {
      for (const part of list!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
};

describe('the react-admin exports the console relies on', () => {
  const names = importedValues();

  it('are found in the console’s sources', () => {
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(names)('%s is still exported', (name) => {
    expect((reactAdmin as Record<string, unknown>)[name], name).toBeDefined();
  });
});
