import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { registerRaffleCrud } from './raffleCrud';
import { registerRaffleDrawRoutes } from './raffleDraw';
import { registerRaffleEntryRoutes } from './raffleEntries';

/** Raffles, their entries and their draw (docs/raffle-draw.md), under the `raffles` module. */
export const registerRaffleRoutes = (app: FastifyInstance, db: Database) => {
  registerRaffleDrawRoutes(app, db);
  registerRaffleEntryRoutes(app, db);
  registerRaffleCrud(app, db);
};
