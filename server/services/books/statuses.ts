import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, RESERVING_STATUSES, RETURNABLE_STATUSES } from '@domain/orders/states';

/** A list of statuses as an SQL value list, for `status in (...)`. */
const listOf = (statuses: readonly string[]) => sql.join(statuses.map((status) => sql`${status}`), sql`, `);

/** Orders whose stock is held as a reservation. */
export const reservingSql = listOf(RESERVING_STATUSES);

/**
 * Orders whose units left their shelves (picked, packed, shipped, delivered): neither reserving,
 * nor cancelled (a cancel puts picked units back).
 */
export const pickedSql = listOf(ORDER_STATUSES.filter((status) => !RESERVING_STATUSES.includes(status) && status !== 'cancelled'));

/** Orders whose goods left the warehouse. */
export const returnableSql = listOf(RETURNABLE_STATUSES);
