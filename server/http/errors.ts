import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../src/domain/errors';

/** An error whose status and code reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid_input', message, fields);

export const zodFields = (error: ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
  constraint_name?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL error (PGlite or postgres-js) sits in `cause`. */
const pgErrorOf = (error: unknown): PgErrorLike | undefined => {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    const code = (current as PgErrorLike).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorLike;
    current = current.cause as { cause?: unknown } | undefined;
  }
  return undefined;
};

/** "Key (email)=(a@b.c) already exists." -> "email" */
const fieldFromDetail = (detail?: string): string | undefined => detail?.match(/^Key \(([^)]+)\)/)?.[1];

const toHttpError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return badRequest('Some fields are invalid', zodFields(error));
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const field = fieldFromDetail(pg.detail) ?? 'id';
    return conflict(`This ${field} is already in use`, { [field]: `This ${field} is already in use` });
  }
  if (pg?.code === '23503') return conflict('This record is used by other records and cannot be changed that way');
  if (pg?.code === '22P02' || pg?.code === '22003') return badRequest('A value has the wrong format');
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return badRequest(fastifyError.message);
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return new HttpError(fastifyError.statusCode, fastifyError.code ?? 'bad_request', fastifyError.message);
  }
  return undefined;
};

export const errorBody = (error: HttpError): ApiErrorBody => ({
  isSuccess: false,
  error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
});

/** The one error handler: known errors become their 4xx envelope, anything else a 500 without details. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error);
    if (known) return reply.status(known.statusCode).send(errorBody(known));
    request.log.error(error);
    return reply.status(500).send(errorBody(new HttpError(500, 'internal', 'Something went wrong on the server')));
  });
};

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(new HttpError(404, 'not_found', `No route ${request.method} ${request.url}`)));
