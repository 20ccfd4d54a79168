import { describe, expect, it } from 'vitest';
import * as reactAdmin from 'react-admin';
import * as i18nPolyglot from 'ra-i18n-polyglot';
import * as simpleRest from 'ra-data-simple-rest';
import packageJson from '../../package.json';

/** Every console source file's text, as the build reads it. */
const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '../../domain/**/*.ts'], { query: '?raw', import: 'default', eager: true });

/** The values (not types) the console's sources import or re-export from `module`, each with the file that names it first. */
const valuesImportedFrom = (module: string) => {
  const names = new Map<string, string>();
  const pattern = new RegExp(`(?:import|export)\\s+(type\\s+)?(\\w+\\s*,?\\s*)?(\\{[^}]*\\})?\\s*from\\s+'${module}'`, 'g');
  const add = (name: string, file: string) => names.set(name, names.get(name) ?? file);
  for (const [file, text] of Object.entries(sources))
    for (const [, typeOnly, defaultName, clause = ''] of text.matchAll(pattern)) {
      if (typeOnly) continue;
      if (defaultName) add('default', file);
      for (const part of clause.replace(/[{}]/g, '').split(',').map((name) => name.trim()))
        if (part && !part.startsWith('type ')) add(part.split(/\s+as\s+/)[0]!, file);
    }
  return names;
};

/** What each name is (function, object, string...), sorted by name: the snapshot an upgrade must keep. */
const kindsOf = (module: Record<string, unknown>, names: Iterable<string>) => Object.fromEntries([...names].sort().map((name) => [name, typeof module[name]]));

/**
 * react-admin is pinned to an exact version (package.json); an upgrade that renames, removes or
 * changes the kind of an export the console imports fails here, before a screen breaks.
 */
describe('the react-admin exports the console relies on', () => {
  it.each([
    ['react-admin', reactAdmin],
    ['ra-i18n-polyglot', i18nPolyglot],
    ['ra-data-simple-rest', simpleRest],
  ] as const)('%s still exports each name the console imports, of the same kind', (module, exports) => {
    const names = valuesImportedFrom(module);
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter(([name]) => (exports as Record<string, unknown>)[name] === undefined);
    expect(missing, 'names imported but not exported (name, first importer)').toEqual([]);
    expect(kindsOf(exports as Record<string, unknown>, names.keys())).toMatchSnapshot();
  });

  it('come from react-admin packages pinned to exact versions', () => {
    const reactAdminPackages = Object.entries(packageJson.dependencies).filter(([name]) => name === 'react-admin' || name.startsWith('ra-'));
    expect(reactAdminPackages.length).toBeGreaterThan(5);
    for (const [name, version] of reactAdminPackages) expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
