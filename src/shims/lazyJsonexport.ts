/**
 * jsonexport as react-admin's default CSV exporter gets it (see vite.config.ts): loaded on the first
 * export instead of with every list page (~5 kB gzip). The exporter passes a callback, so nothing
 * waits for a return value.
 */
const jsonExport = (...args: unknown[]) => {
  void import('jsonexport/dist/index').then(({ default: convert }) => convert(...args));
};

export default jsonExport;
