import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context';

/** Brands, designers, conditions, attributes, categories, stores, URLs and collections. */
export const registerTaxonomyRoutes = (_app: FastifyInstance, _context: ServiceContext) => undefined;
