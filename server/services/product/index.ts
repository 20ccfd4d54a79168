import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerCatalogueRoutes } from './catalogue';
import { registerTaxonomyRoutes } from './taxonomy';

export const productService = async (app: FastifyInstance, context: ServiceContext) => {
  registerTaxonomyRoutes(app, context);
  registerCatalogueRoutes(app, context);
};
