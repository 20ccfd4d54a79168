import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { TOTAL_ESTIMATED_HEADER } from './listTotal';

/**
 * Cross-origin calls are refused by default (no CORS headers). A deployment whose console lives on
 * another host lists that console's origins; they may call with credentials (the refresh cookie)
 * and read a list's Content-Range, which holds its total, and whether that total is an estimate.
 */
export const registerCors = async (app: FastifyInstance, origins: readonly string[]) => {
  if (!origins.length) return;
  await app.register(cors, {
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Range', TOTAL_ESTIMATED_HEADER],
    maxAge: 600,
  });
};
