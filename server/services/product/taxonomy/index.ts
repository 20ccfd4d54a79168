import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context';
import { registerCategoryRoutes } from './categories';
import { registerCollectionRoutes } from './collections';
import { registerSimpleResources } from './simpleResources';

/** Brands, designers, conditions, attributes, categories, stores, URLs and collections. */
export const registerTaxonomyRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  registerSimpleResources(app, db);
  registerCategoryRoutes(app, db);
  registerCollectionRoutes(app, db);
};
