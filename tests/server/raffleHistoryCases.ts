import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { raffleEntries } from '../../server/db/schema';
import type { WriteCase } from './historyWrites';
import { uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import { ENTRIES, RAFFLES, createRaffle, entriesOf, newRaffle, raffleStep, readyRaffle } from './raffleApi';

/** The raffle routes' writes for the History walk (historyWrites.ts). */
const MISSING = 999999999;

type Prepare = (...args: Parameters<WriteCase['fails']>) => Promise<number>;

/** A step of the draw on a prepared raffle: one History row on the raffle naming the step, with these among its changes. */
const step = (name: string, prepare: Prepare, changes: Record<string, [unknown, unknown]>, refuse: Prepare): WriteCase => ({
  route: `POST ${RAFFLES}/:id/${name}`,
  succeeds: async (server, token) => {
    const id = await prepare(server, token);
    return {
      call: { url: `${RAFFLES}/${id}/${name}`, payload: {} },
      expect: () => ({ entity: 'raffles', entity_id: id, action: name, changes, partial: true }),
    };
  },
  fails: async (server, token) => ({ url: `${RAFFLES}/${await refuse(server, token)}/${name}`, payload: {} }),
});

/** A drawn raffle of one winner and two entries; its winner's right already lapsed (set back in the database). */
const lapsedRaffle = async (...[server, token]: Parameters<WriteCase['fails']>) => {
  const raffle = await readyRaffle(server, token, 2, { winners: 1 });
  await raffleStep(server, token, raffle.id, 'draw');
  await server.database.db.update(raffleEntries).set({ right_expires_at: new Date(Date.now() - 60_000) }).where(and(eq(raffleEntries.raffle_id, raffle.id), eq(raffleEntries.status, 'winner')));
  return raffle.id;
};

export const raffleCases: WriteCase[] = [
  {
    route: `POST ${RAFFLES}`,
    succeeds: async (server, token) => ({
      call: { url: RAFFLES, payload: await newRaffle(server, token) },
      expect: (answer) => ({ entity: 'raffles', entity_id: answer.id as number, action: 'create', changes: { winners: [null, 2] }, partial: true }),
    }),
    fails: async (server, token) => ({ url: RAFFLES, payload: await newRaffle(server, token, { winners: 0 }) }),
  },
  {
    route: `PUT ${RAFFLES}/:id`,
    succeeds: async (server, token) => {
      const raffle = await createRaffle(server, token);
      const payload = { ...(await newRaffle(server, token)), entry_starts_at: raffle.entry_starts_at, entry_ends_at: raffle.entry_ends_at, name: 'Renamed drop' };
      return {
        call: { url: `${RAFFLES}/${raffle.id}`, payload },
        expect: () => ({ entity: 'raffles', entity_id: raffle.id, action: 'update', changes: { name: [raffle.name, 'Renamed drop'] } }),
      };
    },
    fails: async (server, token) => {
      const raffle = await readyRaffle(server, token, 1);
      await raffleStep(server, token, raffle.id, 'draw');
      return { url: `${RAFFLES}/${raffle.id}`, payload: await newRaffle(server, token) };
    },
  },
  {
    route: `DELETE ${RAFFLES}/:id`,
    succeeds: async (server, token) => {
      const raffle = await createRaffle(server, token);
      return { call: { url: `${RAFFLES}/${raffle.id}` }, expect: () => ({ entity: 'raffles', entity_id: raffle.id, action: 'delete', changes: { name: [raffle.name, null] }, partial: true }) };
    },
    // Entries keep their raffle.
    fails: async (server, token) => {
      const raffle = await createRaffle(server, token);
      await server.request(token, { method: 'POST', url: `${RAFFLES}/${raffle.id}/generate-entries`, payload: { count: 1 } });
      return { url: `${RAFFLES}/${raffle.id}` };
    },
  },
  step(
    'commit',
    async (server, token) => (await createRaffle(server, token)).id,
    { seed_hash: [null, expect.stringMatching(/^[0-9a-f]{64}$/)] },
    async (server, token) => {
      const raffle = await createRaffle(server, token);
      await raffleStep(server, token, raffle.id, 'commit');
      return raffle.id;
    },
  ),
  step(
    'close',
    async (server, token) => {
      const raffle = await createRaffle(server, token);
      await raffleStep(server, token, raffle.id, 'commit');
      return raffle.id;
    },
    { entry_ends_at: [expect.any(String), expect.any(String)] },
    async (server, token) => (await createRaffle(server, token)).id,
  ),
  step('draw', async (server, token) => (await readyRaffle(server, token, 3)).id, { seed: [null, expect.stringMatching(/^[0-9a-f]{64}$/)] }, async () => MISSING),
  step('settle', lapsedRaffle, { moved_up_entries: [null, [expect.any(Number)]] }, async () => MISSING),
  {
    route: `POST ${RAFFLES}/:id/generate-entries`,
    succeeds: async (server, token) => {
      const raffle = await createRaffle(server, token);
      return {
        call: { url: `${RAFFLES}/${raffle.id}/generate-entries`, payload: { count: 1 } },
        expect: () => ({ entity: 'raffle-entries', entity_id: expect.any(Number) as unknown as number, action: 'create', changes: { raffle_id: [null, raffle.id] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: `${RAFFLES}/${(await createRaffle(server, token)).id}/generate-entries`, payload: { count: 0 } }),
  },
  {
    route: `POST ${ENTRIES}`,
    succeeds: async (server, token) => {
      const raffle = await createRaffle(server, token);
      const customer = await createCustomerIn(server, token, newCustomer(uniqueWord('hre')));
      return {
        call: { url: ENTRIES, payload: { raffle_id: raffle.id, customer_id: customer.id } },
        expect: (answer) => ({ entity: 'raffle-entries', entity_id: answer.id as number, action: 'create', changes: { customer_id: [null, customer.id] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: ENTRIES, payload: { raffle_id: (await createRaffle(server, token)).id, customer_id: MISSING } }),
  },
  {
    route: `POST ${ENTRIES}/:id/purchase`,
    succeeds: async (server, token) => {
      const raffle = await readyRaffle(server, token, 2, { winners: 1 });
      await raffleStep(server, token, raffle.id, 'draw');
      const winner = (await entriesOf(server, token, raffle.id)).find((entry) => entry.status === 'winner')!;
      return {
        call: { url: `${ENTRIES}/${winner.id}/purchase`, payload: {} },
        expect: () => ({ entity: 'raffle-entries', entity_id: winner.id, action: 'purchase', changes: { status: ['winner', 'purchased'] } }),
      };
    },
    fails: async (server, token) => {
      const raffle = await readyRaffle(server, token, 2, { winners: 1 });
      await raffleStep(server, token, raffle.id, 'draw');
      const waiting = (await entriesOf(server, token, raffle.id)).find((entry) => entry.status === 'waiting')!;
      return { url: `${ENTRIES}/${waiting.id}/purchase`, payload: {} };
    },
  },
];
