import { expect, it } from 'vitest';
import fc from 'fast-check';
import { describeEachDatabase } from './harness';
import { ENTRIES, RAFFLES, createRaffle } from './raffleApi';

/**
 * The raffle entry routes under bad bodies: whatever comes, a 4xx (or the write when the body happens to
 * be good), never a 500; a 400 or 422 names its fields. RAFFLE_FUZZ_RUNS for a longer run, FUZZ_SEED to replay.
 */
const RUNS = Number(process.env.RAFFLE_FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const NUMBERS = [0, -1, 1, 2, 0.5, 1e-7, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 1e308, Number.MAX_SAFE_INTEGER];
const TEXTS = ['', ' ', '1', '1e1', '0x1', 'NaN', 'null', 'true', '\u0000', '😀', 'x'.repeat(10_001), "'; drop table raffle_entries; --", '__proto__'];
const hostile = (real: number[]) =>
  fc.oneof(
    fc.constantFrom(...NUMBERS, ...real),
    fc.constantFrom(...TEXTS),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    fc.double(),
    fc.integer(),
  );

/** An object body of the route's own fields (some left out) and a stray key or two, or something that is no object at all. */
const bodies = (fields: string[], real: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, hostile(real)])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields, 'constructor', '__proto__', 'extra'), hostile(real), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.array(hostile(real), { maxLength: 3 }), fc.constantFrom(...TEXTS), fc.integer(), fc.boolean()) },
  );
const RAW = ['{', '{"raffle_id":', 'null', '[]', '"x"', '{"raffle_id":1,"raffle_id":"2"}', '\u0000', ''];

describeEachDatabase('raffle entry routes under bad bodies', (server) => {
  it('answer 4xx with per-field messages, never a 500', async () => {
    const token = await server().tokenFor('admin');
    const raffle = await createRaffle(server(), token);
    const real = [raffle.id, 1, 2, 3];
    const routes = [
      { url: ENTRIES, fields: ['raffle_id', 'customer_id'] },
      { url: `${RAFFLES}/${raffle.id}/generate-entries`, fields: ['count'] },
      { url: `${RAFFLES}/2147483647/generate-entries`, fields: ['count'] },
    ];
    const check = async (url: string, payload: string, contentType = 'application/json') => {
      const answer = await server().request(token, { method: 'POST', url, payload, headers: { 'content-type': contentType } });
      const context = `${url} ${payload.slice(0, 200)} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
      expect(answer.statusCode, context).toBeLessThan(500);
      expect([200, 201, 400, 404, 409, 413, 415, 422], context).toContain(answer.statusCode);
      if (answer.statusCode === 400 || answer.statusCode === 422) {
        const { error } = answer.json() as { error: { fields?: Record<string, string>; i18n?: { fields?: Record<string, unknown> } } };
        // A body the JSON parser refuses (malformed, or a __proto__ key) has no fields to name; anything parsed does.
        if (!(answer.json() as { error: { code: string } }).error.code.startsWith('FST_ERR_CTP_'))
          expect(Object.keys(error.fields ?? {}).length, context).toBeGreaterThan(0);
        expect(Object.keys(error.i18n?.fields ?? {}).sort(), context).toEqual(Object.keys(error.fields ?? {}).sort());
      }
    };
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(bodies(route.fields, real), async (body) => check(route.url, JSON.stringify(body) ?? 'null')),
        { numRuns: RUNS, seed: SEED },
      );
      for (const raw of RAW) await check(route.url, raw);
      await check(route.url, 'raffle_id=1', 'application/x-www-form-urlencoded');
    }
    for (const id of ['0', 'abc', '1.5', '-1', '99999999999', '%00', '1e3']) await check(`${ENTRIES}/${id}/purchase`, '{}');
  });
});
