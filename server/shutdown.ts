import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * On SIGTERM or SIGINT: stop accepting connections (readiness and new requests answer 503 meanwhile),
 * finish the requests in flight, hand running jobs back to the queue at their checkpoint (the job
 * queue stops gracefully in the app's onClose), close the database, exit.
 */
export const shutDownOnSignals = (app: FastifyInstance, database: DatabaseHandle, readDatabase?: DatabaseHandle) => {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing requests, handing jobs back and closing the database`);
    try {
      await app.close();
      await database.close();
      await readDatabase?.close();
      console.log('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};
