import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customers } from '../../../db/schema';
import type { Raffle } from './raffleRecord';

/**
 * The customers a raffle admits, as a condition on `customers`: active, and by its eligibility any
 * one, one carrying a chosen tag, or one who has never ordered (no order here, none before this system).
 */
export const eligibleCustomers = (raffle: Pick<Raffle, 'eligibility' | 'eligible_tags'>): SQL => {
  const active = eq(customers.status, 'active');
  switch (raffle.eligibility) {
    case 'tags':
      return and(active, sql`${customers.tags} && ${sql`array[${sql.join(raffle.eligible_tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]`}`)!;
    case 'first_time':
      return and(active, eq(customers.prior_orders_count, 0), sql`not exists (select 1 from orders o where o.customer_id = ${customers.id})`)!;
    default:
      return active;
  }
};
