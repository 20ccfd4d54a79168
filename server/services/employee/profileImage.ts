import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { canDo } from '@domain/permissions';
import { forbidden, staffOf } from '../../auth/access';
import { findSessionEmployee } from '../../auth/sessions';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../../context';
import { ok } from '../../http/envelope';
import { envelope } from '../../openapi/common';

const paramsSchema = z.object({ employee_id: z.coerce.number().int().positive() });

/**
 * GET /api/v1/employee/profile-image/:employee_id (the spec leaves the path open): an employee's
 * own picture, or anyone's for staff who may view employees.
 */
export const registerProfileImage = (app: FastifyInstance, { db }: ServiceContext) => {
  app.get('/api/v1/employee/profile-image/:employee_id', { config: { access: { authenticated: true } }, schema: { params: paramsSchema, response: { 200: envelope(z.object({ profile_image: z.string().nullable() })) } } }, async (request) => {
    const { employee_id: id } = paramsSchema.parse(request.params);
    const staff = staffOf(request);
    if (staff.id !== id && !canDo(staff, 'employees', 'show')) throw forbidden();
    const employee = await findSessionEmployee(db, { id });
    if (!employee) throw notFound('server.employee_not_found');
    return ok({ profile_image: employee.profile_image });
  });
};
