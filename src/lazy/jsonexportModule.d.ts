/** jsonexport ships no types; the lazy shim only forwards its arguments. */
declare module 'jsonexport/dist/index' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
