/** The names one resource goes by in each layer: see resourceNames.mjs. */
export interface ResourceNames {
  name: string;
  snake: string;
  camel: string;
  pascalSingular: string;
  pascalPlural: string;
  camelSingular: string;
  englishSingular: string;
  englishPlural: string;
}
export declare const resourceNames: (name: string, options?: { singular?: string }) => ResourceNames;
