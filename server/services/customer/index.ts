import type { FastifyInstance } from 'fastify';
import { getResource } from '@domain/resources';
import type { ServiceContext } from '../../context';
import { registerImportDefinition } from '../../imports/definition';
import { registerImportRoutes } from '../../imports/routes';
import { customerImport } from './customerImport';
import { registerCustomerRoutes } from './customers';

/** The customer base: customers and their imports. */
export const customerService = async (app: FastifyInstance, context: ServiceContext) => {
  registerCustomerRoutes(app, context.db);
  registerImportDefinition(customerImport);
  await registerImportRoutes(app, context, getResource('customer-imports'), 'customers');
};
