import { afterEach, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { history, raffleEntries } from '../../server/db/schema';
import { drawOrder, seedHash } from '../../server/services/product/raffles/draw';
import { describeEachDatabase } from './harness';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { ENTRIES, RAFFLES, createRaffle, enterCustomer, entriesOf, newRaffle, raffleStep, readyRaffle } from './raffleApi';

const HOUR = 3_600_000;

describeEachDatabase('raffles', (server) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a bad raffle with a message at each field', async () => {
    const token = await server().tokenFor('editor');
    const payload = await newRaffle(server(), token, {
      name: ' ',
      variant_ids: [],
      entry_ends_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      winners: 0,
      purchase_hours: 1.5,
      eligibility: 'tags',
      eligible_tags: [],
    });
    const response = await server().request(token, { method: 'POST', url: RAFFLES, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['name', 'purchase_hours', 'variant_ids', 'winners']);
    // The checks across fields, once each field is valid.
    const backwards = await newRaffle(server(), token, { entry_ends_at: new Date(Date.now() - 2 * HOUR).toISOString() });
    const refused = await server().request(token, { method: 'POST', url: RAFFLES, payload: backwards });
    expect(refused.json().error.fields).toEqual({ entry_ends_at: 'Entries must close after they open' });
    const missing = await server().request(token, { method: 'POST', url: RAFFLES, payload: await newRaffle(server(), token, { variant_ids: [999999999] }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ variant_ids: expect.any(String) });
    const tags = await server().request(token, { method: 'POST', url: RAFFLES, payload: await newRaffle(server(), token, { eligibility: 'tags' }) });
    expect(tags.json().error.fields).toEqual({ eligible_tags: 'Choose at least one customer tag' });
  });

  it('takes one entry per customer, in the window, from eligible customers only', async () => {
    const token = await server().tokenFor('editor');
    const tag = uniqueWord('vip');
    const raffle = await createRaffle(server(), token, { eligibility: 'tags', eligible_tags: [tag] });
    const entered = await enterCustomer(server(), token, raffle.id, [tag]);
    expect(entered.response.statusCode).toBe(201);
    const again = await server().request(token, { method: 'POST', url: ENTRIES, payload: { raffle_id: raffle.id, customer_id: entered.customer.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ customer_id: 'This customer has already entered this raffle' });
    const untagged = await enterCustomer(server(), token, raffle.id, ['other']);
    expect(untagged.response.statusCode).toBe(422);
    expect(untagged.response.json().error.fields).toEqual({ customer_id: 'This customer is not eligible for this raffle' });
    const bad = await server().request(token, { method: 'POST', url: ENTRIES, payload: { raffle_id: raffle.id, customer_id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['customer_id']);

    const later = await createRaffle(server(), token, { entry_starts_at: new Date(Date.now() + HOUR).toISOString() });
    const early = await enterCustomer(server(), token, later.id);
    expect(early.response.statusCode).toBe(422);
    expect(early.response.json().error.fields).toEqual({ raffle_id: 'Entries are not open for this raffle' });

    const entries = await entriesOf(server(), token, raffle.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ customer_email: entered.customer.email, status: 'entered' });
  });

  it('publishes the seed hash at commit, keeps the seed secret until the draw, and records it then', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await createRaffle(server(), token);
    await server().request(token, { method: 'POST', url: `${RAFFLES}/${raffle.id}/generate-entries`, payload: { count: 5 } });
    const committed = await raffleStep(server(), token, raffle.id, 'commit');
    expect(committed.statusCode, committed.body).toBe(200);
    const hash = committed.json().seed_hash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(committed.json().seed).toBeNull();
    expect((await raffleStep(server(), token, raffle.id, 'commit')).statusCode).toBe(409);
    const shown = await server().request(token, { method: 'GET', url: `${RAFFLES}/${raffle.id}` });
    expect(shown.json()).toMatchObject({ seed_hash: hash, seed: null, status: 'open' });
    // The window is fixed once committed.
    const moved = await server().request(token, { method: 'PUT', url: `${RAFFLES}/${raffle.id}`, payload: await newRaffle(server(), token, { name: raffle.name }) });
    expect(moved.statusCode).toBe(409);
    expect(Object.keys(moved.json().error.fields)).toEqual(['entry_starts_at']);

    expect((await raffleStep(server(), token, raffle.id, 'draw')).json().error.fields).toEqual({ id: 'Entries are still open: close them before the draw' });
    expect((await raffleStep(server(), token, raffle.id, 'close')).statusCode).toBe(200);
    const drawn = await raffleStep(server(), token, raffle.id, 'draw');
    expect(drawn.statusCode).toBe(200);
    const seed = drawn.json().seed as string;
    expect(seedHash(seed)).toBe(hash);

    const { db } = server().database;
    const rows = await db.select().from(history).where(and(eq(history.entity, 'raffles'), eq(history.entity_id, raffle.id)));
    const commitRow = rows.find((row) => row.action === 'commit')!;
    expect(JSON.stringify(commitRow.changes)).not.toContain(seed);
    expect(commitRow.changes).toMatchObject({ seed_hash: [null, hash] });
    expect(rows.find((row) => row.action === 'draw')!.changes).toMatchObject({ seed: [null, seed] });
  });

  it('re-verifies a draw from its seed and the entries, and finds a tampered order', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await readyRaffle(server(), token, 12, { winners: 3 });
    const drawn = await raffleStep(server(), token, raffle.id, 'draw');
    expect(drawn.statusCode).toBe(200);
    const entries = await entriesOf(server(), token, raffle.id);
    // Recomputed here, independently of the server's verify route.
    const expected = drawOrder(drawn.json().seed as string, entries.map((entry) => entry.id));
    const byPlace = [...entries].sort((a, b) => (a.draw_position as number) - (b.draw_position as number));
    expect(byPlace.map((entry) => entry.id)).toEqual(expected);
    expect(byPlace.map((entry) => entry.status)).toEqual(['winner', 'winner', 'winner', ...Array.from({ length: 9 }, () => 'waiting')]);

    const verified = await server().request(token, { method: 'GET', url: `${RAFFLES}/${raffle.id}/verify` });
    expect(verified.json()).toMatchObject({ verified: true, hash_matches: true, order_matches: true, entries: 12, winners: expected.slice(0, 3) });

    const { db } = server().database;
    await db.transaction(async (tx) => {
      await tx.update(raffleEntries).set({ draw_position: 0 }).where(eq(raffleEntries.id, expected[0]!));
      await tx.update(raffleEntries).set({ draw_position: 1 }).where(eq(raffleEntries.id, expected[11]!));
      await tx.update(raffleEntries).set({ draw_position: 12 }).where(eq(raffleEntries.id, expected[0]!));
    });
    const tampered = await server().request(token, { method: 'GET', url: `${RAFFLES}/${raffle.id}/verify` });
    expect(tampered.json()).toMatchObject({ verified: false, hash_matches: true, order_matches: false });
  });

  it('draws once: a second draw is refused, and of concurrent draws exactly one runs', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await readyRaffle(server(), token, 6);
    expect((await raffleStep(server(), token, raffle.id, 'draw')).statusCode).toBe(200);
    const again = await raffleStep(server(), token, raffle.id, 'draw');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ id: 'This raffle has already been drawn' });

    const racing = await readyRaffle(server(), token, 6);
    const answers = await Promise.all(Array.from({ length: 8 }, () => raffleStep(server(), token, racing.id, 'draw')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const { db } = server().database;
    const draws = await db.select().from(history).where(and(eq(history.entity, 'raffles'), eq(history.entity_id, racing.id), eq(history.action, 'draw')));
    expect(draws).toHaveLength(1);
    const verified = await server().request(token, { method: 'GET', url: `${RAFFLES}/${racing.id}/verify` });
    expect(verified.json().verified).toBe(true);
  });

  it('moves the next drawn entry up when a winner lets the right to buy lapse (clock moved, no waiting)', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await readyRaffle(server(), token, 4, { winners: 1, purchase_hours: 2 });
    const drawn = await raffleStep(server(), token, raffle.id, 'draw');
    const drawnAt = new Date(drawn.json().drawn_at as string).getTime();
    const places = (await entriesOf(server(), token, raffle.id)).sort((a, b) => (a.draw_position as number) - (b.draw_position as number));
    expect(places.map((entry) => entry.status)).toEqual(['winner', 'waiting', 'waiting', 'waiting']);
    expect(new Date(places[0]!.right_expires_at as string).getTime()).toBe(drawnAt + 2 * HOUR);

    // Just before the right lapses nothing moves.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(drawnAt + 2 * HOUR - 1000);
    let staff = await server().tokenFor('editor');
    expect((await raffleStep(server(), staff, raffle.id, 'settle')).json()).toEqual({ moved_up: 0 });

    // After it, reading the raffle settles: the winner's right lapsed, the second drawn entry may buy.
    vi.setSystemTime(drawnAt + 2 * HOUR + 60_000);
    staff = await server().tokenFor('editor');
    expect((await server().request(staff, { method: 'GET', url: `${RAFFLES}/${raffle.id}` })).statusCode).toBe(200);
    const after = (await entriesOf(server(), staff, raffle.id)).sort((a, b) => (a.draw_position as number) - (b.draw_position as number));
    expect(after.map((entry) => entry.status)).toEqual(['expired', 'winner', 'waiting', 'waiting']);
    expect(new Date(after[1]!.right_expires_at as string).getTime()).toBe(drawnAt + 4 * HOUR + 60_000);

    // The lapsed winner cannot buy; the one moved up can, once.
    expect((await server().request(staff, { method: 'POST', url: `${ENTRIES}/${after[0]!.id}/purchase`, payload: {} })).statusCode).toBe(422);
    expect((await server().request(staff, { method: 'POST', url: `${ENTRIES}/${after[1]!.id}/purchase`, payload: {} })).json().status).toBe('purchased');
    expect((await server().request(staff, { method: 'POST', url: `${ENTRIES}/${after[1]!.id}/purchase`, payload: {} })).statusCode).toBe(422);

    // A bought right keeps its place: later lapses move no one else up past the winners' count.
    vi.setSystemTime(drawnAt + 100 * HOUR);
    staff = await server().tokenFor('editor');
    expect((await raffleStep(server(), staff, raffle.id, 'settle')).json()).toEqual({ moved_up: 0 });
  });

  it('exports the entries as CSV with names, not ids', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await createRaffle(server(), token);
    const { customer } = await enterCustomer(server(), token, raffle.id);
    const response = await server().request(token, {
      method: 'GET',
      url: `${ENTRIES}/export.csv?filter=${encodeURIComponent(JSON.stringify({ raffle_id: raffle.id }))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, line] = response.body.slice(1).split('\r\n');
    expect(header).toBe('customer,email,status,draw_position,right_expires_at (Asia/Kolkata),created_at (Asia/Kolkata)');
    expect(line).toContain(`Priya ${customer.last_name as string},${customer.email as string},entered,`);
  });

  it('checks the raffles module on every route', async () => {
    const token = await server().tokenFor('editor');
    const raffle = await createRaffle(server(), token);
    const outsider = await limitedStaffToken(server(), { customers: ['list'] });
    const calls = [
      { method: 'GET', url: RAFFLES },
      { method: 'GET', url: `${RAFFLES}/${raffle.id}` },
      { method: 'GET', url: `${RAFFLES}/${raffle.id}/verify` },
      { method: 'POST', url: `${RAFFLES}/${raffle.id}/commit`, payload: {} },
      { method: 'POST', url: `${RAFFLES}/${raffle.id}/draw`, payload: {} },
      { method: 'POST', url: ENTRIES, payload: { raffle_id: raffle.id, customer_id: 1 } },
      { method: 'GET', url: `${ENTRIES}/export.csv` },
    ] as const;
    for (const call of calls) expect((await server().request(outsider, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
  });
});
