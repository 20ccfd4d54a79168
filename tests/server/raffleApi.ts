import { PRODUCT_API, listOf, uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import type { TestServer } from './harness';

/** Helpers for the raffle routes in server tests. */
export const RAFFLES = `${PRODUCT_API}/raffles`;
export const ENTRIES = `${PRODUCT_API}/raffle-entries`;

const HOUR = 3_600_000;

/** A raffle payload open from an hour ago for a day, on the first seeded variant. */
export const newRaffle = async (server: TestServer, token: string, extra: Record<string, unknown> = {}) => {
  const [variant] = (await listOf(server, token, 'variants', { range: [0, 0], sort: ['id', 'ASC'] })).rows;
  const now = Date.now();
  return {
    name: `Sneaker drop ${uniqueWord('r')}`,
    variant_ids: [variant!.id],
    entry_starts_at: new Date(now - HOUR).toISOString(),
    entry_ends_at: new Date(now + 24 * HOUR).toISOString(),
    winners: 2,
    purchase_hours: 48,
    eligibility: 'all',
    eligible_tags: [],
    ...extra,
  };
};

export const createRaffle = async (server: TestServer, token: string, extra: Record<string, unknown> = {}) => {
  const response = await server.request(token, { method: 'POST', url: RAFFLES, payload: await newRaffle(server, token, extra) });
  if (response.statusCode !== 201) throw new Error(`create raffle failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: number };
};

export const raffleStep = (server: TestServer, token: string, id: number, step: string) =>
  server.request(token, { method: 'POST', url: `${RAFFLES}/${id}/${step}`, payload: {} });

/** A new customer's entry in the raffle (tags on the customer when given). */
export const enterCustomer = async (server: TestServer, token: string, raffleId: number, tags: string[] = []) => {
  const customer = await createCustomerIn(server, token, newCustomer(uniqueWord('e'), { tags }));
  const response = await server.request(token, { method: 'POST', url: ENTRIES, payload: { raffle_id: raffleId, customer_id: customer.id } });
  return { customer, response };
};

/** A raffle with `count` generated entries, its seed committed and its entries closed: ready to draw. */
export const readyRaffle = async (server: TestServer, token: string, count: number, extra: Record<string, unknown> = {}) => {
  const raffle = await createRaffle(server, token, extra);
  const generated = await server.request(token, { method: 'POST', url: `${RAFFLES}/${raffle.id}/generate-entries`, payload: { count } });
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`);
  for (const step of ['commit', 'close']) {
    const response = await raffleStep(server, token, raffle.id, step);
    if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.body}`);
  }
  return raffle;
};

export const entriesOf = async (server: TestServer, token: string, raffleId: number) =>
  (await listOf(server, token, 'raffle-entries', { filter: { raffle_id: raffleId }, sort: ['id', 'ASC'], range: [0, 9999] })).rows as (Record<string, unknown> & {
    id: number;
  })[];
