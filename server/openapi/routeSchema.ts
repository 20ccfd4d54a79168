import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Routes declare their schemas as zod (Fastify's `schema` option, as fastify-type-provider-zod does):
 * params, querystring, body and response by status code. Handlers still parse their input with the same
 * schemas, so a refusal keeps its per-field translated messages; the declaration is what the OpenAPI
 * description (document.ts) and the response check in the server tests read.
 */
declare module 'fastify' {
  interface FastifySchema {
    /** One line for the description. */
    summary?: string;
    /** A non-JSON answer (CSV, PDF, an image, a file): its media type; `response` then stays empty. */
    produces?: string;
    /** A multipart upload (its parts are read by the handler): the body is documented, not parsed. */
    consumes?: string;
  }
}

export type ZodSchema = z.ZodType;

/** Every answer of every route: `true` in the server tests, where an answer that does not match its schema is a 500. */
export interface SchemaCheck {
  checkResponses: boolean;
}

export class ResponseSchemaMismatch extends Error {}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Input is never validated here: handlers parse it with the declared schemas and answer a 400 in the
 * console's terms. Answers are written as plain JSON, and in the server tests checked against the
 * route's response schema once serialised (the schema describes the wire, where dates are strings).
 */
export const registerSchemaCompilers = (app: FastifyInstance, { checkResponses }: SchemaCheck) => {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!checkResponses || !isZod(schema)) return (data) => JSON.stringify(data);
    return (data) => {
      const text = JSON.stringify(data);
      const checked = schema.safeParse(text === undefined ? undefined : JSON.parse(text));
      if (!checked.success)
        throw new ResponseSchemaMismatch(`${method} ${url} answered ${httpStatus} outside its schema:\n${z.prettifyError(checked.error)}`);
      return text;
    };
  });
};
