import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerSessionRoutes } from './session';

export const employeeService = async (app: FastifyInstance, context: ServiceContext) => {
  registerSessionRoutes(app, context);
};
