import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context';
import { registerCartLines } from './cartLines';
import { registerCarts } from './carts';
import { registerPlacement } from './placement';

/** The cart base: admin checkout's carts, their lines, and placing one as an order. */
export const cartService = async (app: FastifyInstance, { db }: ServiceContext) => {
  registerCarts(app, db);
  registerCartLines(app, db);
  registerPlacement(app, db);
};
