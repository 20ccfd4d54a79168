import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getResource } from '../../../../src/domain/resources';
import type { Database } from '../../../db/client';
import { warehouses } from '../../../db/schema';
import { registerCrud } from '../../../http/crud';
import { documentOf, textSearch } from '../../../http/search';

/**
 * Warehouses, read only, for the warehouse filters of the product and variant lists. The
 * warehouse issue replaces this with the full warehouse routes (add, edit, racks, shelves).
 */
export const registerWarehouseLookup = (app: FastifyInstance, db: Database) =>
  registerCrud(app, db, {
    resource: getResource('warehouses'),
    table: warehouses,
    createSchema: z.object({}),
    routes: ['list', 'show'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: (q) => textSearch(q, { document: documentOf(warehouses.name, warehouses.code, warehouses.city) }),
  });
