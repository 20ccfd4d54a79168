import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerJobsApi } from '../../jobs/jobsApi';
import { registerEmployeeRoutes } from './employees';
import { registerProfileRoutes } from './profile';
import { registerRoleRoutes } from './roles';
import { registerSessionRoutes } from './session';

export const employeeService = async (app: FastifyInstance, context: ServiceContext) => {
  registerSessionRoutes(app, context);
  registerEmployeeRoutes(app, context);
  registerRoleRoutes(app, context);
  registerProfileRoutes(app, context);
  // Jobs serve every area; they live on the staff's own base.
  registerJobsApi(app, context);
};
