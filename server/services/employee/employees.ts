import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  createEmployeeSchema,
  employeeIdSchema,
  PART_SCHEMAS,
  type EmployeePart,
} from '@domain/employee';
import { canDo, type Action } from '@domain/permissions';
import { inTransaction } from '../../db/transaction';
import { employees, roles } from '../../db/schema';
import { forbidden, staffOf } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { revokeEmployeeSessions } from '../../auth/sessions';
import type { ServiceContext } from '../../context';
import { buildFilter } from '../../http/crud';
import { badRequest, HttpError, unknownSort } from '../../http/errors';
import { parseListQuery } from '../../http/listQuery';
import { ensureAnotherSuperAdmin, ensureRoleExists, findFullEmployee, FULL_COLUMNS, LIST_COLUMNS, lockEmployee } from './employeeRecords';
import { applyPartRules } from './employeeParts';
import { ensureMayChange, ensureRoleAssignable } from './employeePrivileges';
import { ok } from '../../http/envelope';
import { recordChange } from '../../history/recordChange';
import { registerHistoryRoute } from '../../history/historyRoute';
import { z } from 'zod';
import { envelope, listQuery } from '../../openapi/common';
import { selectionSchema } from '../../openapi/tableRow';

/** History rows of employees are kept under the resource's name. */
const RESOURCE = 'employees';

const listRow = selectionSchema({ ...LIST_COLUMNS, role_name: roles.name });
const fullAnswer = envelope(selectionSchema(FULL_COLUMNS));


const listFilter = (query: Record<string, unknown>) =>
  buildFilter(LIST_COLUMNS, parseListQuery(query).filter, { searchColumns: [employees.search_text] });

/** The signed-in employee may act on their own record; anyone else needs the action on employees. */
const requireSelfOr = (request: FastifyRequest, employeeId: number, action: Action) => {
  const staff = staffOf(request);
  if (staff.id !== employeeId && !canDo(staff, 'employees', action)) throw forbidden();
  return staff;
};

/** Parts an employee may change on their own record (the profile page); the others need employees.edit. */
const SELF_SERVICE_PARTS: readonly EmployeePart[] = ['password', 'profile-image'];

/**
 * The employee routes of spec section 7, in its envelopes. The PATCH parts and /disable carry the
 * employee's id in the body as `employee_id`, next to the part's fields.
 */
export const registerEmployeeRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  app.get('/api/v1/employee', { config: { access: { module: 'employees', action: 'list' } }, schema: { querystring: listQuery, response: { 200: envelope(z.array(listRow)) } } }, async (request) => {
    const query = parseListQuery(request.query as Record<string, unknown>);
    const sortColumn = LIST_COLUMNS[query.sort.field as keyof typeof LIST_COLUMNS];
    if (!sortColumn) throw unknownSort(query.sort.field);
    const rows = await db
      .select({ ...LIST_COLUMNS, role_name: roles.name })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.role_id))
      .where(listFilter(request.query as Record<string, unknown>))
      .orderBy(query.sort.order === 'ASC' ? asc(sortColumn) : desc(sortColumn), desc(employees.id))
      .limit(query.limit)
      .offset(query.offset);
    return ok(rows);
  });

  app.get('/api/v1/employee/s/count', { config: { access: { module: 'employees', action: 'list' } }, schema: { summary: 'How many employees the filter finds', querystring: listQuery, response: { 200: envelope(z.object({ count: z.number().int() })) } } }, async (request) => {
    const [row] = await db
      .select({ count: count() })
      .from(employees)
      .where(listFilter(request.query as Record<string, unknown>));
    return ok({ count: row?.count ?? 0 });
  });

  registerHistoryRoute(app, db, { recordPath: '/api/v1/employee/:id', module: 'employees', entity: RESOURCE, envelope: true });

  app.get('/api/v1/employee/full/:employee_id', { config: { access: { authenticated: true } }, schema: { summary: 'Every part of one employee (one\'s own, or with employees:show)', params: employeeIdSchema, response: { 200: fullAnswer } } }, async (request) => {
    const { employee_id } = employeeIdSchema.parse(request.params);
    requireSelfOr(request, employee_id, 'show');
    return ok(await findFullEmployee(db, employee_id));
  });

  app.post('/api/v1/employee', { config: { access: { module: 'employees', action: 'create' } }, schema: { body: createEmployeeSchema, response: { 201: fullAnswer } } }, async (request, reply) => {
    const staff = staffOf(request);
    const { password, ...values } = createEmployeeSchema.parse(request.body ?? {});
    await ensureRoleExists(db, values.role_id);
    await ensureRoleAssignable(db, staff, undefined, values);
    const passwordHash = await hashPassword(password);
    const created = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({ ...values, password_hash: passwordHash, created_by: staff.id })
        .returning();
      await recordChange(tx, staff.id, RESOURCE, row!.id, undefined, row);
      return row!;
    });
    return reply.status(201).send(ok(await findFullEmployee(db, created.id)));
  });

  for (const part of Object.keys(PART_SCHEMAS) as EmployeePart[]) {
    const selfService = SELF_SERVICE_PARTS.includes(part);
    const access = selfService ? { authenticated: true as const } : { module: 'employees' as const, action: 'edit' as const };
    const partSchema = part === 'password' ? PART_SCHEMAS.password : PART_SCHEMAS[part].partial();
    const schema = { summary: `Change the employee's ${part} (employee_id in the body)`, body: employeeIdSchema.extend(partSchema.shape), response: { 200: fullAnswer } };
    app.patch(`/api/v1/employee/${part}`, { config: { access }, schema }, async (request) => {
      const { employee_id, ...values } = employeeIdSchema.extend(partSchema.shape).parse(request.body ?? {});
      const staff = selfService ? requireSelfOr(request, employee_id, 'edit') : staffOf(request);
      if (!Object.keys(values).length) throw badRequest({ key: 'server.nothing_to_update' }, { employee_id: { key: 'server.send_a_field' } });
      await inTransaction(db, async (tx) => {
        const existing = await lockEmployee(tx, employee_id);
        ensureMayChange(staff, existing);
        const changes = await applyPartRules(tx, { part, staff, existing, values });
        const [changed] = await tx
          .update(employees)
          .set({ ...changes, updated_at: new Date() })
          .where(eq(employees.id, employee_id))
          .returning();
        await recordChange(tx, staff.id, RESOURCE, employee_id, existing, changed, part);
        if (part === 'password') await revokeEmployeeSessions(tx, employee_id);
      });
      return ok(await findFullEmployee(db, employee_id));
    });
  }

  const setStatus = (status: 'active' | 'disabled') => async (request: FastifyRequest) => {
    const staff = staffOf(request);
    const { employee_id } = employeeIdSchema.parse(request.body ?? {});
    if (status === 'disabled' && employee_id === staff.id) {
      throw new HttpError(422, 'own_account', { key: 'server.own_account' });
    }
    await inTransaction(db, async (tx) => {
      const existing = await lockEmployee(tx, employee_id);
      ensureMayChange(staff, existing);
      if (status === 'disabled' && existing.is_super_admin) await ensureAnotherSuperAdmin(tx, employee_id);
      const [changed] = await tx.update(employees).set({ status, updated_at: new Date() }).where(eq(employees.id, employee_id)).returning();
      await recordChange(tx, staff.id, RESOURCE, employee_id, existing, changed, status === 'disabled' ? 'disable' : 'enable');
      if (status === 'disabled') await revokeEmployeeSessions(tx, employee_id);
    });
    return ok(await findFullEmployee(db, employee_id));
  };

  // Disabling takes away all access, so it needs the strongest action on employees (there is no hard delete).
  app.post('/api/v1/employee/disable', { config: { access: { module: 'employees', action: 'delete' } }, schema: { body: employeeIdSchema, response: { 200: fullAnswer } } }, setStatus('disabled'));
  app.post('/api/v1/employee/enable', { config: { access: { module: 'employees', action: 'delete' } }, schema: { body: employeeIdSchema, response: { 200: fullAnswer } } }, setStatus('active'));
};
