import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerEmployeeRoutes } from './employees';
import { registerRoleRoutes } from './roles';
import { registerSessionRoutes } from './session';

export const employeeService = async (app: FastifyInstance, context: ServiceContext) => {
  registerSessionRoutes(app, context);
  registerEmployeeRoutes(app, context);
  registerRoleRoutes(app, context);
};
