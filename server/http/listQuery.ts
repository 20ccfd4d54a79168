import { z } from 'zod';
import { messageOfIssue, schemaMessage } from '@domain/schemaMessages';
import { badRequest } from './errors';
import { refuseControlCharacters } from './inputHygiene';

/** The query of a ra-data-simple-rest list call: sort=["f","ASC"]&range=[0,24]&filter={...} */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export const MAX_PAGE_SIZE = 500;

const jsonParam = <T>(name: string, raw: unknown, schema: z.ZodType<unknown>, fallback: T): T => {
  if (raw === undefined || raw === '') return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    throw badRequest({ key: 'server.parameter_not_json', params: { name } }, { [name]: { key: 'server.not_json' } });
  }
  refuseControlCharacters(parsed);
  const result = schema.safeParse(parsed);
  if (!result.success)
    throw badRequest({ key: 'server.parameter_malformed', params: { name } }, { [name]: messageOfIssue(result.error.issues[0]!) });
  return result.data as T;
};

const sortSchema = z.tuple([z.string().min(1), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, schemaMessage('server.range_backwards'));
const filterSchema = z.record(z.string(), z.unknown());

export const parseListQuery = (
  query: Record<string, unknown>,
  defaultSort: ListQuery['sort'] = { field: 'id', order: 'DESC' },
): ListQuery => {
  const [field, order] = jsonParam<[string, string]>('sort', query.sort, sortSchema, [defaultSort.field, defaultSort.order]);
  const [start, end] = jsonParam('range', query.range, rangeSchema, [0, 24]);
  return {
    sort: { field, order: order.toUpperCase() as 'ASC' | 'DESC' },
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE_SIZE),
    filter: jsonParam('filter', query.filter, filterSchema, {}),
  };
};

/**
 * What a list answer holds: every column of its rows (`rows`, the default), or `choices`: the table's
 * own columns only, for a filter's or a picker's options. Computed columns count or look up other tables
 * per row, too slow for a filter's choices on PGlite, which runs one query at a time.
 */
export type ListView = 'rows' | 'choices';
export const parseListView = (raw: unknown): ListView => {
  if (raw === undefined || raw === '' || raw === 'rows') return 'rows';
  if (raw === 'choices') return 'choices';
  throw badRequest({ key: 'server.unknown_list_view', params: { view: String(raw) } }, { view: { key: 'server.unknown_list_view_field' } });
};

export const contentRange = (resource: string, offset: number, rows: number, total: number): string =>
  rows === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + rows - 1}/${total}`;
