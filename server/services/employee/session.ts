import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { employees, roles } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { staffOf, unauthorized } from '../../auth/access';
import type { ServiceContext } from '../../context';

const credentialsSchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).transform((email) => email.trim().toLowerCase()),
  password: z.string().min(1, { message: 'Enter your password' }),
});

/** Guest token, email sign-in, sign-out and the signed-in session (spec section 7). */
export const registerSessionRoutes = (app: FastifyInstance, { db, tokens }: ServiceContext) => {
  const guestToken = () => tokens.sign({ login: false });

  app.post('/api/v1/token/generate', { config: { access: { public: true } } }, async () => ({
    isSuccess: true,
    body: { token: await guestToken() },
  }));

  app.post('/api/v1/employee/login/email', { config: { access: { public: true } } }, async (request) => {
    const { email, password } = credentialsSchema.parse(request.body ?? {});
    const [row] = await db
      .select({ employee: employees, role: roles.name })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.role_id))
      .where(eq(employees.email, email));
    const valid = row ? await verifyPassword(row.employee.password_hash, password) : false;
    if (!row || !valid || row.employee.status !== 'active') throw unauthorized('The email or password is incorrect');
    const { employee } = row;
    const token = await tokens.sign({
      login: true,
      sub: String(employee.id),
      id: employee.id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      email: employee.email,
      mobile: employee.mobile,
      profile_image: employee.profile_image,
      is_super_admin: employee.is_super_admin,
      role: row.role,
    });
    return { isSuccess: true, body: { token } };
  });

  app.post('/api/v1/employee/logout', { config: { access: { authenticated: true } } }, async () => ({
    isSuccess: true,
    body: { token: await guestToken() },
  }));

  app.get('/api/v1/employee/session', { config: { access: { authenticated: true } } }, async (request) => {
    const staff = staffOf(request);
    return {
      isSuccess: true,
      body: { id: staff.id, role: staff.role, is_super_admin: staff.is_super_admin, permissions: staff.permissions },
    };
  });
};
