import type { FastifyInstance } from 'fastify';

/**
 * Answers of guarded API routes are one staff member's data: no browser or proxy keeps them
 * (Cache-Control: no-store), unless the route chose a private cache of its own (media files by
 * content, pincode lookups).
 */
export const registerNoStore = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access || reply.hasHeader('cache-control')) return;
    reply.header('cache-control', 'no-store');
  });
};
