import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPENAPI_PATH } from '@domain/apiDescription';
import { openApiDocument } from './document';

/**
 * GET /svc/openapi.json: the description of every route, to any signed-in staff member. It is made once,
 * on the first call, when every route has been registered.
 */
export const registerOpenApiRoute = (app: FastifyInstance, version: string) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(
    OPENAPI_PATH,
    {
      config: { access: { authenticated: true } },
      schema: { summary: 'This description (OpenAPI 3.1)', response: { 200: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }) } },
    },
    async () => (document ??= openApiDocument(app.apiRoutes, { title: 'Back-office console API', version })),
  );
};
