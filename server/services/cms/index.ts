import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerContainerRoutes } from './containers';
import { registerContentRoutes } from './contents';
import { registerPublicRoutes } from './public';
import { registerSectionRoutes } from './sections';

/** The cms base: storefront containers, their sections and content (staff), and the published layout (public). */
export const cmsService = async (app: FastifyInstance, { db }: ServiceContext) => {
  registerContainerRoutes(app, db);
  registerSectionRoutes(app, db);
  registerContentRoutes(app, db);
  registerPublicRoutes(app, db);
};
