import type { FastifyInstance } from 'fastify';
import { arrayOverlaps, type SQL } from 'drizzle-orm';
import { customerSchema } from '@domain/customers';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { customers } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { registerCrud } from '../../http/crud';
import { estimatedCount } from '../../http/listTotal';
import { fieldColumn } from '../../http/listExport';
import { pathId } from '../../http/pathId';
import { textSearch } from '../../http/search';
import { texts } from '../product/catalogue/filters';
import { orderedFilters } from './orderedFilters';
import { addressesColumn, createCustomer, customerAnswer, derivedColumns, updateCustomer } from './customerRecord';
import { idParams } from '../../openapi/common';

/** `q`: words of the name or email as prefixes, or any part of the email's name or of the mobile number. */
export const customerSearch = (q: unknown): SQL | undefined => {
  const text = String(q ?? '');
  // "98765 43210" finds +919876543210: digits typed with spaces or dashes are matched together.
  const digits = /^[\d\s()+-]+$/.test(text.trim()) ? text.replace(/[^\d+]/g, '') : text;
  return textSearch(digits, { document: customers.search, substring: [customers.search_contact] });
};

/** The customer list's CSV: named as the customer import reads its columns back; money in rupees, times in India's. */
const CUSTOMER_EXPORT = {
  fileName: 'customers',
  columns: [
    fieldColumn('customers', 'id'),
    fieldColumn('customers', 'first_name'),
    fieldColumn('customers', 'last_name'),
    fieldColumn('customers', 'email'),
    fieldColumn('customers', 'mobile'),
    fieldColumn('customers', 'gender'),
    fieldColumn('customers', 'date_of_birth'),
    fieldColumn('customers', 'status'),
    fieldColumn('customers', 'blocked_reason'),
    fieldColumn('customers', 'marketing_opt_in'),
    fieldColumn('customers', 'tags'),
    fieldColumn('customers', 'company'),
    fieldColumn('customers', 'tax_exempt'),
    fieldColumn('customers', 'note'),
    fieldColumn('customers', 'orders_count'),
    fieldColumn('customers', 'total_spent'),
    fieldColumn('customers', 'prior_orders_count'),
    fieldColumn('customers', 'prior_total_spent'),
    fieldColumn('customers', 'created_at'),
  ],
};

/**
 * Customers: list (q, status, tags, marketing opt-in, created range, ordered and first-ordered ranges; any column sortable), one,
 * delete through the shared CRUD routes; create and edit write the addresses with the record.
 */
export const registerCustomerRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('customers');
  const path = `/${resource.apiPath}`;
  const { module } = resource;
  registerCrud(app, db, {
    resource,
    table: customers,
    createSchema: customerSchema,
    updateSchema: customerSchema,
    routes: ['list', 'show', 'delete'],
    search: customerSearch,
    countRows: estimatedCount(),
    export: CUSTOMER_EXPORT,
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: derivedColumns,
    detailColumns: { addresses: addressesColumn },
    customFilters: {
      ...orderedFilters(db),
      tags: (value) => {
        const tags = texts('tags', value);
        return tags && arrayOverlaps(customers.tags, tags);
      },
    },
  });

  const create = { summary: 'Create a customer with its addresses', body: customerSchema, response: { 201: customerAnswer } };
  app.post(path, { config: { access: { module, action: 'create' } }, schema: create }, async (request, reply) => {
    const input = customerSchema.parse(request.body ?? {});
    const row = await inTransaction(db, (tx) => createCustomer(tx, staffOf(request).id, input));
    return reply.status(201).send(row);
  });

  const update = { summary: 'Replace a customer\'s fields and addresses', params: idParams, body: customerSchema, response: { 200: customerAnswer } };
  app.put(`${path}/:id`, { config: { access: { module, action: 'edit' } }, schema: update }, async (request) => {
    const id = pathId(request.params);
    const input = customerSchema.parse(request.body ?? {});
    return inTransaction(db, (tx) => updateCustomer(tx, staffOf(request).id, id, input));
  });
};
