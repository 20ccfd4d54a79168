import { z } from 'zod';

/** The create schema of a resource served read-only through registerCrud (its writes are named actions). */
export const noWrites = z.object({}).strict();
