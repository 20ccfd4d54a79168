import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX } from '../auth/access';
import { sendRouteNotFound } from './errors';

/**
 * Serves the built console. Every non-API GET that is not a file gets index.html, so history-mode
 * paths such as /apps/orders reload into the console.
 */
export const registerConsole = async (app: FastifyInstance, dir: string) => {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No built console in ${dir}: run npm run build`);
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith(API_PREFIX)) return reply.sendFile('index.html');
    return sendRouteNotFound(request, reply);
  });
};
