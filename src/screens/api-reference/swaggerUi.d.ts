/** swagger-ui-dist ships no types; the screen uses its bundle's one entry point. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    domNode: HTMLElement;
    spec: object;
    [option: string]: unknown;
  }
  const SwaggerUIBundle: ((options: SwaggerUiOptions) => unknown) & { presets: { apis: unknown } };
  export default SwaggerUIBundle;
}
