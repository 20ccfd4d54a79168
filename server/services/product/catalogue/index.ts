import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context';
import { registerProductRoutes } from './products';
import { registerLabelRoutes } from './labels';
import { registerReviewRoutes } from './review';
import { registerTrackingRoutes } from './tracking';
import { registerVariantRoutes } from './variants';

/** Products, variants and the review queue. */
export const registerCatalogueRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  registerProductRoutes(app, db);
  registerLabelRoutes(app, db);
  registerTrackingRoutes(app, db);
  registerVariantRoutes(app, db);
  registerReviewRoutes(app, db);
};
