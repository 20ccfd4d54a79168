import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from '@domain/zod';

/**
 * The values a spec route put in the create form's `source` (the container of a new section, the
 * section and type of new content), ids as numbers: the form validates them with the server's schema.
 */
export const useSourceRecord = (numeric: readonly string[]) => {
  const { search } = useLocation();
  return useMemo(() => {
    let source: Record<string, unknown> = {};
    try {
      source = JSON.parse(new URLSearchParams(search).get('source') ?? '{}') as Record<string, unknown>;
    } catch {
      source = {};
    }
    return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, numeric.includes(key) ? Number(value) : value]));
  }, [search, numeric]);
};

type Values = Record<string, unknown>;

/** The ids a route's `source` put in the form as text (react-admin applies it over the record), as numbers. */
export const numericIds =
  (keys: readonly string[]) =>
  (values: Values): Values =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, keys.includes(key) && typeof value === 'string' && value !== '' ? Number(value) : value]));

/** The server's schema, reading the route's ids as numbers first: the form validates what it will send. */
export const withNumericIds = (schema: z.ZodType, keys: readonly string[]) =>
  z.preprocess((values) => (values && typeof values === 'object' ? numericIds(keys)(values as Values) : values), schema);
