/**
 * Packages react-admin's dependencies import, swapped at build (vite.config.ts) for a module of the
 * same API: `importedBy` says which installed files import `specifier` and the names they take, which
 * tests/unit/packageSubstitutes.test.ts checks against node_modules, so an upgrade that stops
 * importing one (and so would silently ship the original) fails the test.
 */
export const PACKAGE_SUBSTITUTES = [
  // node-polyglot's polyfill, whose call-bind chain would ship with the sign-in page: every browser the build targets has Object.entries.
  { specifier: 'object.entries', substitute: './src/substitutes/objectEntries.cjs', importedBy: ['node-polyglot/index.js'], names: ['default'] },
  // ra-core's label helpers, without inflection's English plural tables (the console translates every label).
  {
    specifier: 'inflection',
    substitute: './src/substitutes/inflection.ts',
    importedBy: ['ra-core/dist/core/useGetResourceLabel.js', 'ra-core/dist/util/getFieldLabelTranslationArgs.js'],
    names: ['humanize', 'inflect', 'transform'],
  },
  // ra-core's CSV exporter's converter, loaded on the first export instead of with every list page.
  { specifier: 'jsonexport/dist/index.js', substitute: './src/lazy/jsonexport.ts', importedBy: ['ra-core/dist/export/defaultExporter.js'], names: ['default'] },
] as const;
