import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context';
import { registerProductRoutes } from './products';
import { registerReviewRoutes } from './review';
import { registerVariantRoutes } from './variants';
import { registerWarehouseLookup } from './warehouseLookup';

/** Products, variants and the review queue. */
export const registerCatalogueRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  registerProductRoutes(app, db);
  registerVariantRoutes(app, db);
  registerReviewRoutes(app, db);
  registerWarehouseLookup(app, db);
};
