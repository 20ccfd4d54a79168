import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerCatalogueRoutes } from './catalogue';
import { registerTaxonomyRoutes } from './taxonomy';
import { registerStockRoutes } from './stock';
import { registerRaffleRoutes } from './raffles';
import { getResource } from '@domain/resources';
import { registerImportDefinition } from '../../imports/definition';
import { registerImportRoutes } from '../../imports/routes';
import { productImport } from './catalogue/productImport';
import { variantImport } from './catalogue/variantImport';
import { registerSteals } from '../promotions/steals';

export const productService = async (app: FastifyInstance, context: ServiceContext) => {
  registerTaxonomyRoutes(app, context);
  registerCatalogueRoutes(app, context);
  registerStockRoutes(app, context.db);
  registerSteals(app, context.db);
  registerRaffleRoutes(app, context.db);
  registerImportDefinition(productImport);
  registerImportDefinition(variantImport);
  await registerImportRoutes(app, context, getResource('product-imports'), 'products');
  await registerImportRoutes(app, context, getResource('variant-imports'), 'variants');
};
