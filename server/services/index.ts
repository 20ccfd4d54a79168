import type { FastifyInstance } from 'fastify';
import type { ServiceBase } from '@domain/bases';
import type { ServiceContext } from '../context';
import { cartService } from './cart';
import { customerService } from './customer';
import { cmsService } from './cms';
import { employeeService } from './employee';
import { mapsService } from './maps';
import { mediaService } from './media';
import { orderService } from './order';
import { productService } from './product';
import { searchService } from './search';

export type ServicePlugin = (app: FastifyInstance, context: ServiceContext) => Promise<void>;

/** The routes of each API base; a base without routes yet answers 404 under its prefix. */
export const SERVICES: Partial<Record<ServiceBase, ServicePlugin>> = {
  cart: cartService,
  customer: customerService,
  cms: cmsService,
  employee: employeeService,
  maps: mapsService,
  media: mediaService,
  order: orderService,
  product: productService,
  search: searchService,
};
