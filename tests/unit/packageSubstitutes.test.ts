/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_SUBSTITUTES } from '../../src/substitutes/packageSubstitutes';

// Vitest runs from the repository's root (jsdom's import.meta.url is not a file URL).
const root = process.cwd();

/** The names a module's source takes from `specifier` (`default` for a default import or a require). */
const namesImported = (source: string, specifier: string) => {
  const quoted = `['"]${specifier.replaceAll('.', '\\.').replaceAll('/', '\\/')}['"]`;
  const names = new Set<string>();
  for (const [, clause = ''] of source.matchAll(new RegExp(`import\\s+([^;]*?)\\s+from\\s+${quoted}`, 'g'))) {
    const named = clause.match(/\{([^}]*)\}/)?.[1];
    for (const name of named?.split(',') ?? []) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0]!);
    if (/^\w+/.test(clause.replace(/\{[^}]*\}/, '').trim())) names.add('default');
  }
  if (new RegExp(`require\\(${quoted}\\)`).test(source)) names.add('default');
  return names;
};

describe('the package substitutes the build swaps in (vite.config.ts)', () => {
  it.each(PACKAGE_SUBSTITUTES.map((entry) => [entry.specifier, entry] as const))('%s: still imported where it says, each name it takes exported', async (_, entry) => {
    const substitute: Record<string, unknown> = await import(join(root, entry.substitute));
    for (const file of entry.importedBy) {
      const names = namesImported(readFileSync(join(root, 'node_modules', file), 'utf8'), entry.specifier);
      expect(names.size, `${file} imports ${entry.specifier}`).toBeGreaterThan(0);
      for (const name of names) {
        expect(entry.names, `${file} takes ${name}`).toContain(name);
        expect(typeof substitute[name], `${entry.substitute} exports ${name}`).toBe('function');
      }
    }
  });
});
