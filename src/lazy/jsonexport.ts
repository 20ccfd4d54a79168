/**
 * jsonexport for the console's own CSV exporters, loaded on the first export instead of with the
 * list page. The exporter passes a callback, so nothing waits for a return value.
 */
const jsonExport = (...args: unknown[]) => {
  void import('jsonexport/dist/index').then(({ default: convert }) => convert(...args));
};

export default jsonExport;
