import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerContainerRoutes } from './containers';
import { registerContentRoutes } from './contents';
import { registerPublicRoutes } from './public';
import { registerSectionRoutes } from './sections';
import { registerNotificationRoutes } from './notifications/routes';
import { registerScriptRoutes } from './scripts/routes';

/** The cms base: storefront containers, their sections and content (staff), and the published layout (public), notifications, storefront scripts. */
export const cmsService = async (app: FastifyInstance, { db, jobs }: ServiceContext) => {
  registerContainerRoutes(app, db);
  registerSectionRoutes(app, db);
  registerContentRoutes(app, db);
  registerPublicRoutes(app, db);
  registerNotificationRoutes(app, db, jobs);
  registerScriptRoutes(app, db);
};
