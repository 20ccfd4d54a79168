import type { FastifyInstance } from 'fastify';
import type { ServiceBase } from '../../src/domain/bases';
import type { ServiceContext } from '../context';
import { employeeService } from './employee';
import { productService } from './product';

export type ServicePlugin = (app: FastifyInstance, context: ServiceContext) => Promise<void>;

/** The routes of each API base; a base without routes yet answers 404 under its prefix. */
export const SERVICES: Partial<Record<ServiceBase, ServicePlugin>> = {
  employee: employeeService,
  product: productService,
};
