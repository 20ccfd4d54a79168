import { and, arrayOverlaps, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@domain/notifications';
import { customerAddresses, customers, orders } from '../../../db/schema';

/** Orders a customer has placed: here, and at the store they came from (as its export said). */
const ordersCount = sql`(${customers.prior_orders_count} + (select count(*) from ${orders} where ${orders.customer_id} = ${customers.id}))`;

/** Active customers an audience names, as a condition on `customers`. */
export const audienceWhere = (audience: Audience): SQL => {
  const conditions: (SQL | undefined)[] = [eq(customers.status, 'active')];
  if (audience.kind === 'customers') conditions.push(inArray(customers.id, audience.customer_ids.length ? audience.customer_ids : [0]));
  if (audience.kind === 'segment') {
    if (audience.tags.length) conditions.push(arrayOverlaps(customers.tags, audience.tags));
    if (audience.cities.length) {
      const cities = sql.join(audience.cities.map((city) => sql`${city.toLowerCase()}`), sql`, `);
      conditions.push(
        sql`exists (select 1 from ${customerAddresses} where ${customerAddresses.customer_id} = ${customers.id} and lower(${customerAddresses.city}) in (${cities}))`,
      );
    }
    if (audience.orders_min != null) conditions.push(sql`${ordersCount} >= ${audience.orders_min}`);
    if (audience.orders_max != null) conditions.push(sql`${ordersCount} <= ${audience.orders_max}`);
  }
  return and(...conditions)!;
};
