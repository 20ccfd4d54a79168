import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { registerDocumentRoutes } from './documents';
import { registerMoveRoutes } from './moveDocuments';
import { registerShelfRoutes } from './shelves';
import { registerWarehouseRoutes } from './warehouses';

/** Warehouses, racks, shelves and the documents that move stock (server/services/product/stock/movements.ts). */
export const registerStockRoutes = (app: FastifyInstance, db: Database) => {
  registerWarehouseRoutes(app, db);
  registerShelfRoutes(app, db);
  registerDocumentRoutes(app, db);
  registerMoveRoutes(app, db);
};
