import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE } from '@domain/fieldKinds';
import { DASHBOARD_API_PATH, dashboardQuerySchema } from '@domain/dashboard';
import type { Database } from '../../db/client';
import { dashboardFigures } from './figures';
import { dashboardFiguresAnswer } from './figuresAnswer';

/**
 * `GET /dashboard/figures?period=today|7d|30d|quarter|custom[&from&to]` on the order base: the
 * dashboard's figures (dashboard `list`), each section only when the employee may list what it counts.
 */
export const registerDashboard = (app: FastifyInstance, db: Database, timeZone = BUSINESS_TIME_ZONE) => {
  app.get(`/${DASHBOARD_API_PATH}/figures`, { config: { access: { module: 'dashboard', action: 'list' } }, schema: { querystring: dashboardQuerySchema, response: { 200: dashboardFiguresAnswer } } }, async (request) =>
    dashboardFigures(db, dashboardQuerySchema.parse(request.query ?? {}), { timeZone, staff: request.staff! }),
  );
};
