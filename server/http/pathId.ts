import type { MessageKey } from '../../src/domain/serverMessages';
import { notFound } from './errors';

/** The `:id` of a record route: a positive integer, else the record cannot exist (404). */
export const pathId = (params: unknown, notFoundKey?: MessageKey): number => {
  const id = Number((params as { id?: unknown }).id);
  if (!Number.isInteger(id) || id <= 0) throw notFound(notFoundKey);
  return id;
};
