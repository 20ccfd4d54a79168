import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RegisteredApiRoute } from '../auth/access';
import { errorBody } from './common';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's), inputs as sent and answers as received. */
const jsonSchema = (schema: unknown, io: 'input' | 'output'): JsonSchema => {
  if (!(schema instanceof z.ZodType)) return {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/svc/x/:id(\\d+)/*` → `/svc/x/{id}/{path}` */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{path}');

const parametersOf = (schema: unknown, place: 'path' | 'query') => {
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || Boolean(object.required?.includes(name)),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
};

const wildcardParameter = (url: string) =>
  url.endsWith('*') ? [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }] : [];

/** The base a route belongs to (`/svc/<base>/…`), its tag in the description; `server` for the server's own (health, this description). */
const tagOf = (url: string) => {
  const segments = url.split('/');
  return segments.length > 3 ? segments[2]! : 'server';
};

const permissionOf = (access: RegisteredApiRoute['access']) =>
  'public' in access ? 'public' : 'authenticated' in access ? 'authenticated' : `${access.module}:${access.action}`;

const responsesOf = (schema: FastifySchema | undefined) => {
  const responses: Record<string, unknown> = {};
  if (schema?.produces) responses['200'] = { description: schema.produces, content: { [schema.produces]: { schema: { type: 'string', format: 'binary' } } } };
  for (const [status, answer] of Object.entries((schema?.response ?? {}) as Record<string, unknown>)) {
    responses[status] = { description: status.startsWith('2') ? 'success' : 'answer', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
  }
  responses['4XX'] = { $ref: '#/components/responses/Refused' };
  return responses;
};

const requestBodyOf = (schema: FastifySchema | undefined) => {
  if (schema?.consumes) return { content: { [schema.consumes]: { schema: { type: 'object' } } } };
  if (!schema?.body) return undefined;
  const required = schema.body instanceof z.ZodType ? !schema.body.safeParse(undefined).success : true;
  return { required, content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } } };
};

export interface DescriptionInfo {
  title: string;
  version: string;
}

/**
 * The OpenAPI 3.1 description of the API, made from the routes as registered: their declared zod
 * schemas and access rules (each operation's `x-permission`: `module:action`, `authenticated` or `public`).
 */
export const openApiDocument = (routes: readonly RegisteredApiRoute[], info: DescriptionInfo) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    const { schema, access } = route;
    const path = (paths[openApiPath(route.url)] ??= {});
    const parameters = [...parametersOf(schema?.params, 'path'), ...wildcardParameter(route.url), ...parametersOf(schema?.querystring, 'query')];
    const requestBody = requestBodyOf(schema);
    path[route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      tags: [tagOf(route.url)],
      ...(schema?.summary ? { summary: schema.summary } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(schema),
      security: 'public' in access ? [] : [{ staff: [] }],
      'x-permission': permissionOf(access),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'Every route of this server. `x-permission` names the module and action a staff member\'s role must allow (or `authenticated`: any signed-in staff member; `public`: no token).',
    },
    tags: [...new Set(routes.map((route) => tagOf(route.url)))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { staff: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a staff member\'s sign-in' } },
      responses: { Refused: { description: 'Refused: the error envelope, with per-field messages', content: { 'application/json': { schema: jsonSchema(errorBody, 'output') } } } },
    },
  };
};
