import type { orders } from '../../db/schema';

/** An order as a route answers it: its idempotency key stays with the server (a key replayed by another client would place nothing). */
export const orderAnswer = <Row extends Pick<typeof orders.$inferSelect, 'idempotency_key'>>(order: Row) => {
  const { idempotency_key: _key, ...answer } = order;
  return answer;
};
