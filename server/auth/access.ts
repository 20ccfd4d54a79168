import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { MessageKey } from '@domain/serverMessages';
import { canDo, type AccessSubject, type Action, type Module, type PermissionSet, type RoleName } from '@domain/permissions';
import type { Database } from '../db/client';
import { employees, refreshTokens, rolePermissions, roles } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import type { TokenSigner } from './tokens';
import { createStaffCache } from './staffCache';

export const API_PREFIX = '/svc/';

/**
 * What a route requires. Every route must declare one: registration fails otherwise, so no route
 * can be added without a check.
 */
export type RouteAccess =
  | { public: true }
  | { authenticated: true }
  | { module: Module; action: Action };

export interface StaffContext extends AccessSubject {
  id: number;
  email: string;
  /** The refresh-token family of the presented access token (absent on older tokens). */
  sessionId?: string;
}

/** An API route as registered, with its access rule: what the access tests enumerate. */
export interface RegisteredApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Its declared schemas (server/openapi): what the OpenAPI description is made of. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    staff?: StaffContext;
  }
  interface FastifyInstance {
    /** Every /svc/ route registered so far, including those of routes added later by any service. */
    apiRoutes: RegisteredApiRoute[];
  }
}

export const unauthorized = (key: MessageKey = 'server.sign_in_required') => new HttpError(401, 'unauthorized', { key });
export const forbidden = (key: MessageKey = 'server.forbidden') => new HttpError(403, 'forbidden', { key });

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Why a token's holder is turned away even though the token itself is valid. */
export type StaffRefusal = 'inactive' | 'session_ended';

/**
 * Loads the employee, its role's permissions and whether the token's session was revoked, in one
 * query: PGlite serves one query at a time. The guard keeps the answer a second (staffCache.ts).
 */
export const loadStaff = async (
  db: Database,
  employeeId: number,
  sessionId?: string,
): Promise<StaffContext | StaffRefusal> => {
  const [row] = await db
    .select({
      id: employees.id,
      email: employees.email,
      status: employees.status,
      is_super_admin: employees.is_super_admin,
      role: roles.name,
      permissions: sql<PermissionSet | null>`(select json_object_agg(${rolePermissions.module}, ${rolePermissions.actions})
        from ${rolePermissions} where ${rolePermissions.role_id} = ${employees.role_id})`,
      session_revoked: sessionId
        ? sql<boolean>`exists(select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${sessionId} and ${refreshTokens.revoked_at} is not null)`
        : sql<boolean>`false`,
    })
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.role_id))
    .where(eq(employees.id, employeeId));
  if (!row || row.status !== 'active') return 'inactive';
  if (row.session_revoked) return 'session_ended';
  return {
    id: row.id,
    email: row.email,
    is_super_admin: row.is_super_admin,
    role: (row.role === 'admin' ? 'admin' : 'editor') as RoleName,
    permissions: row.permissions ?? {},
    sessionId,
  };
};

const methodsOf = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]);

/** Writes on this base change who may do what (employees, roles, permissions, sessions). */
const EMPLOYEE_BASE = `${API_PREFIX}employee/`;
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Checks run on onRequest, before the body is parsed or validated: an unauthenticated caller never
 * reaches a body parser or a schema, and always gets its 401/403 whatever the route expects.
 */
export const registerAccessControl = (app: FastifyInstance, db: Database, tokens: TokenSigner) => {
  const apiRoutes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    // Only API routes are guarded; the console's static files are public by nature.
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of methodsOf(route)) apiRoutes.push({ method, url: route.url, access, schema: route.schema });
  });

  const staffCache = createStaffCache();
  // onSend runs after the handler's transaction and before the caller can see its answer.
  app.addHook('onSend', async (request) => {
    if (isWrite(request.method) && request.url.startsWith(EMPLOYEE_BASE)) staffCache.clear();
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch {
      throw unauthorized('server.session_expired');
    }
    if (!claims.login || typeof claims.id !== 'number') throw unauthorized();
    let staff = staffCache.get(claims.id, claims.sid);
    if (!staff) {
      staff = await loadStaff(db, claims.id, claims.sid);
      staffCache.set(claims.id, claims.sid, staff);
    }
    if (staff === 'session_ended') throw unauthorized('server.session_ended');
    if (staff === 'inactive') throw unauthorized('server.account_inactive');
    request.staff = staff;
    if ('module' in access && !canDo(staff, access.module, access.action)) {
      await recordAudit(db, request, 'access_denied', {
        employee_id: staff.id,
        email: staff.email,
        detail: { method: request.method, route: request.routeOptions.url, module: access.module, action: access.action },
      });
      throw forbidden();
    }
  });
};

/** The signed-in staff member of a guarded route. */
export const staffOf = (request: FastifyRequest): StaffContext => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};
