import type { SpecPath } from './consoleRoutes';

/** The ":name" tokens of a route pattern: '/apps/:warehouse_id/racks/:id' -> 'warehouse_id' | 'id'. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<PathParamName<P>, string | number>;

/** A pattern without params takes no second argument; one with params needs them all. */
type ParamsArgument<P extends string> = [PathParamName<P>] extends [never] ? [] : [params: PathParams<P>];

/**
 * A console link to a route of the spec's table (consoleRoutes.ts) with its params filled in:
 * `consolePath('/apps/product/:product_id/variant/add', { product_id: 3 })`. A path the table does not
 * have, or a missing or misspelt param, fails to compile.
 */
export const consolePath = <P extends SpecPath>(pattern: P, ...[params]: ParamsArgument<P>): string =>
  pattern.replace(/:([a-z_]+)/g, (_token, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number> | undefined)?.[name])),
  );
