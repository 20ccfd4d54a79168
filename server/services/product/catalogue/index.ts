import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context';

/** Products, variants and the review queue. */
export const registerCatalogueRoutes = (_app: FastifyInstance, _context: ServiceContext) => undefined;
