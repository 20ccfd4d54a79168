import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { getResource } from '@domain/resources';
import { attributeSchema, brandSchema, conditionSchema, designerSchema, storeSchema, urlSchema } from '@domain/taxonomy';
import type { Database } from '../../../db/client';
import { attributes, brands, conditions, designers, products, stores, urls } from '../../../db/schema';
import { registerCrud, type CrudOptions } from '../../../http/crud';
import { attributeProductsUser, keepAttributeUsage } from './attributeUsage';
import { keepPositions, type OrderedList } from './positions';
import { productsFiledUnder } from './productCounts';
import { taxonomySearch } from './search';
import { urlTargetUser } from './urlTargets';
import { checkUrlWrite } from './urls';
import { foreignKeyUsersOf, refuseWhileUsed, registerReplaceable, type RecordUser } from './usage';

export interface SimpleResource {
  name: string;
  table: PgTable & { id: PgColumn };
  schema: z.ZodType<Record<string, unknown>>;
  /** Searched by `q`; the first names the row (a URL's path). */
  searchColumns: [PgColumn, ...PgColumn[]];
  extraUsers?: RecordUser[];
  options?: Partial<CrudOptions>;
  /** Ordered by position: the list is locked and numbered again when a replacement deletes a row. */
  order?: OrderedList;
}

const conditionOrder = keepPositions({ table: conditions, position: conditions.position });

/** A name products are filed under (brand, designer): searched by name and slug, counted, a URL redirect target. */
const productFiling = (
  name: 'brands' | 'designers',
  table: typeof brands | typeof designers,
  schema: SimpleResource['schema'],
  productColumn: PgColumn,
  urlTarget: Parameters<typeof urlTargetUser>[0],
): SimpleResource => ({
  name,
  table,
  schema,
  searchColumns: [table.name, table.slug],
  extraUsers: [urlTargetUser(urlTarget)],
  options: {
    defaultSort: { field: 'name', order: 'ASC' },
    computedColumns: { products_count: productsFiledUnder(productColumn, table.id) },
  },
});

/** Taxonomy resources that are plain lists: CRUD, `q` search, and deletes guarded by their users. */
const SIMPLE_RESOURCES: SimpleResource[] = [
  productFiling('brands', brands, brandSchema, products.brand_id, 'brand'),
  productFiling('designers', designers, designerSchema, products.designer_id, 'designer'),
  {
    name: 'conditions',
    table: conditions,
    schema: conditionSchema,
    searchColumns: [conditions.name, conditions.code],
    options: {
      defaultSort: { field: 'position', order: 'ASC' },
      lockFirst: conditionOrder.lockFirst,
      beforeWrite: conditionOrder.beforeWrite,
      beforeDelete: conditionOrder.beforeDelete,
    },
    order: conditionOrder,
  },
  {
    name: 'attributes',
    table: attributes,
    schema: attributeSchema,
    searchColumns: [attributes.name, attributes.code],
    extraUsers: [attributeProductsUser],
    options: { defaultSort: { field: 'name', order: 'ASC' }, beforeWrite: keepAttributeUsage },
  },
  {
    name: 'stores',
    table: stores,
    schema: storeSchema,
    searchColumns: [stores.name, stores.city, stores.code],
    options: { defaultSort: { field: 'name', order: 'ASC' } },
  },
  // Storefront paths showing a record, or redirecting (301/302) without loops. Nothing depends on one;
  // the usage route lets the console treat every taxonomy delete alike.
  {
    name: 'urls',
    table: urls,
    schema: urlSchema,
    searchColumns: [urls.path, urls.redirect_to],
    options: { defaultSort: { field: 'path', order: 'ASC' }, beforeWrite: checkUrlWrite },
  },
];

/**
 * A plain list: CRUD with `q` search, deletes refused while other records use it, and a replacement
 * that moves its users first. Resources made by `npm run new:resource` register through this.
 */
export const registerSimpleResource = (app: FastifyInstance, db: Database, { name, table, schema, searchColumns, extraUsers = [], options, order }: SimpleResource) => {
  const resource = getResource(name);
  const users = [...foreignKeyUsersOf(table), ...extraUsers];
  registerCrud(app, db, {
    resource,
    table,
    createSchema: schema,
    updateSchema: schema,
    search: taxonomySearch(...searchColumns),
    ...options,
    beforeDelete: refuseWhileUsed(users, options?.beforeDelete),
  });
  registerReplaceable(app, db, {
    resource,
    table,
    idColumn: table.id,
    users,
    lockFirst: order && ((tx, { id }) => order.lockFirst(tx, { id })),
    afterReplace: order && ((tx) => order.renumber(tx, undefined)),
  });
};

export const registerSimpleResources = (app: FastifyInstance, db: Database) => {
  for (const resource of SIMPLE_RESOURCES) registerSimpleResource(app, db, resource);
};
