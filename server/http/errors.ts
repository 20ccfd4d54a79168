import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@domain/errors';
import { messageOfIssue } from '@domain/schemaMessages';
import { englishText, type MessageKey, type ServerMessage } from '@domain/serverMessages';
import { languageOf, textIn, type Language } from '@domain/serverTranslations';

export type FieldMessages = Record<string, ServerMessage>;

/**
 * An error whose status and code reach the client as they are. Its messages come from the catalogue
 * (domain/<area>/messages, listed in domain/serverMessages): the client gets them as text in its
 * language (Accept-Language, English by default) and as keys to translate.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly summary: ServerMessage,
    readonly fields?: FieldMessages,
  ) {
    super(englishText(summary));
  }
}

export const notFound = (key: MessageKey = 'server.not_found') => new HttpError(404, 'not_found', { key });
export const conflict = (summary: ServerMessage, fields?: FieldMessages) => new HttpError(409, 'conflict', summary, fields);
export const badRequest = (summary: ServerMessage, fields?: FieldMessages) => new HttpError(400, 'invalid_input', summary, fields);
export const unknownSort = (field: string) =>
  badRequest({ key: 'server.unknown_sort', params: { field } }, { sort: { key: 'server.unknown_sort_field' } });
/** A refusal about one field: its message is also the error's. */
export const refusedAt = (statusCode: number, code: string, field: string, message: ServerMessage) =>
  new HttpError(statusCode, code, message, { [field]: message });

export const zodFields = (error: ZodError): FieldMessages => {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= messageOfIssue(issue);
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
export const pgErrorOf = (error: unknown): PgErrorLike | undefined => {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    const code = (current as PgErrorLike).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorLike;
    current = current.cause as { cause?: unknown } | undefined;
  }
  return undefined;
};

/** "Key (email)=(a@b.c) already exists." -> "email" */
const fieldFromDetail = (detail?: string): string | undefined => detail?.match(/^Key \(([^)]+)\)/)?.[1];

/** The unique columns of the schema that have their own message; others get the general one. */
const TAKEN: Record<string, MessageKey> = {
  slug: 'server.slug_taken',
  sku: 'server.sku_taken',
  barcode: 'server.barcode_taken',
  email: 'server.email_taken',
  name: 'server.name_taken',
  code: 'server.code_taken',
  path: 'server.path_taken',
};

/**
 * Errors PostgreSQL raises for a value the schemas let through (a last line of defence: the shared
 * schemas bound text, numbers and dates first). Each is the client's value, never the server's fault.
 */
const INVALID_VALUE: Record<string, MessageKey> = {
  '22P02': 'server.wrong_format', // invalid text representation
  '22007': 'server.wrong_format', // invalid datetime format
  '22021': 'server.wrong_format', // invalid byte sequence (a NUL in text)
  '22003': 'server.value_out_of_range', // numeric value out of range
  '22008': 'server.value_out_of_range', // datetime field overflow
  '22001': 'server.value_too_long', // string data right truncation
  '23502': 'server.value_missing', // not null violation
  '23514': 'server.value_not_allowed', // check violation
};

/** busboy's complaints about a multipart body (no boundary, cut short, bad part header) carry no status. */
const isMalformedUpload = (error: unknown) =>
  error instanceof Error &&
  (error as FastifyError).statusCode === undefined &&
  /[\\/]@fastify[\\/](busboy|multipart)[\\/]/.test(error.stack ?? '');

const toHttpError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return badRequest({ key: 'server.invalid_fields' }, zodFields(error));
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const field = fieldFromDetail(pg.detail) ?? 'id';
    return refusedAt(409, 'conflict', field, { key: TAKEN[field] ?? 'server.value_taken' });
  }
  // 23503 on a write naming a record that is not there ("Key (product_id)=(9) is not present in table ..."): at its field.
  if (pg?.code === '23503' && /is not present in table/.test(pg.detail ?? '')) return refusedAt(400, 'invalid_input', fieldFromDetail(pg.detail) ?? 'id', { key: 'server.record_missing' });
  // 23503 foreign key violation, 23001 the same refused by an ON DELETE RESTRICT key.
  if (pg?.code === '23503' || pg?.code === '23001') return conflict({ key: 'server.record_referenced' });
  const invalid = pg?.code && INVALID_VALUE[pg.code];
  if (invalid) return badRequest({ key: invalid });
  const fastifyError = error as FastifyError;
  if (isMalformedUpload(error)) return badRequest({ key: 'server.malformed_upload' }, { file: { key: 'server.malformed_upload' } });
  const refused = { key: 'server.request_refused', params: { detail: fastifyError.message } } as const;
  if (fastifyError.validation) return badRequest(refused);
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return new HttpError(fastifyError.statusCode, fastifyError.code ?? 'bad_request', refused);
  }
  return undefined;
};

const fieldTexts = (fields: FieldMessages, language: Language) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, textIn(language, message)]));

/** The envelope: texts in the client's language (Accept-Language) for API clients, keys for the console. */
export const errorBody = ({ code, summary, fields }: HttpError, request: FastifyRequest): ApiErrorBody => {
  const language = languageOf(request.headers['accept-language']);
  return {
    isSuccess: false,
    error: {
      code,
      message: textIn(language, summary),
      ...(fields ? { fields: fieldTexts(fields, language) } : {}),
      i18n: { message: summary, ...(fields ? { fields } : {}) },
    },
  };
};

/** The one error handler: known errors become their 4xx envelope, anything else a 500 without details. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error);
    if (known) return reply.status(known.statusCode).send(errorBody(known, request));
    // Always logged (whatever LOG_REQUESTS says), with the request's id to find it again.
    request.log.error({ err: error, reqId: request.id, method: request.method, url: request.url }, 'request failed');
    return reply.status(500).send(errorBody(new HttpError(500, 'internal', { key: 'server.internal' }), request));
  });
};

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .send(errorBody(new HttpError(404, 'not_found', { key: 'server.route_not_found', params: { method: request.method, url: request.url } }), request));
