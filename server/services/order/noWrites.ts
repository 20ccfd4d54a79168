import { z } from 'zod';
import type { CrudOptions } from '../../http/crud';
import { estimatedCount } from '../../http/listTotal';

/** The create schema of a resource served read-only through registerCrud (its writes are named actions). */
const noWrites = z.object({}).strict();

/**
 * registerCrud options of an order-side list (orders, returns, exchanges): read-only (their writes
 * are named actions), and counted by estimate, as these tables grow with every sale.
 */
export const readOnlyOrderList = (): Pick<CrudOptions, 'createSchema' | 'routes' | 'countRows'> => ({
  createSchema: noWrites,
  routes: ['list', 'show'],
  countRows: estimatedCount(),
});
