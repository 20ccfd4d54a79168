import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** A request id a load balancer or proxy set is kept (when it looks like one), so logs join up. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

const requestId = (request: IncomingMessage) => {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
};

/**
 * Fastify's logger is pino: one JSON line per entry, each request's with its `reqId`. `level` says
 * what is written: `info` every request, `warn` (the default) slow queries and errors, `error` errors.
 */
export const loggingOptions = (level: string): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> => ({
  logger: { level },
  requestIdHeader: false,
  genReqId: requestId,
});

/** Every answer names its request id, for a report to quote. */
export const registerRequestIdHeader = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
