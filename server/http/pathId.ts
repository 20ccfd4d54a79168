import { notFound } from './errors';

/** The `:id` of a record route: a positive integer, else the record cannot exist (404). */
export const pathId = (params: unknown, what?: string): number => {
  const id = Number((params as { id?: unknown }).id);
  if (!Number.isInteger(id) || id <= 0) throw notFound(what);
  return id;
};
