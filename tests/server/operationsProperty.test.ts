import { expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_ACTIONS } from '@domain/orders/states';
import { createCustomerIn, newCustomer } from './customerApi';
import { listOf, uniqueWord } from './catalogueApi';
import { checkoutAs } from './checkoutApi';
import { describeEachDatabase, type TestServer } from './harness';
import { receiveStock, warehouseWithShelves } from './stockApi';
import type { Model } from './operationsModel';
import { checkout, countShelf, credit, exchange, moveOrder, moveUnits, pay, receiveUnits, refund, returnPieces, verify, type Part, type Real } from './operationsSteps';

/**
 * Random days of a shop's work (receive, move and count stock; check out on the web, at the console
 * and in a store; pay, pick, ship, hand over, deliver, cancel, return, exchange, refund, credit)
 * against the real server; after every step the server agrees with a simple model (operationsModel.ts)
 * and the books check finds nothing. OPERATIONS_PROPERTY_RUNS sets the number of runs (a longer run:
 * 200); OPERATIONS_PROPERTY_SEED replays one.
 */
const RUNS = Number(process.env.OPERATIONS_PROPERTY_RUNS ?? 4);
const SEED = process.env.OPERATIONS_PROPERTY_SEED ? Number(process.env.OPERATIONS_PROPERTY_SEED) : undefined;
const VARIANTS = 3;
/** Steps in a run at most. */
const MAX_STEPS = 30;
const SHELVES = 3;
/** Units of each variant on the first shelf when a run starts. */
const OPENING = 3;

type Step = fc.AsyncCommand<Model, Real>;

/** A step of the run: taken whenever the model has what it needs (an order, for the order steps). */
const step = <T,>(name: string, needsOrder: boolean, act: (model: Model, real: Real, args: T) => Promise<void>) => (args: T): Step => ({
  check: (model) => !needsOrder || model.orders.length > 0,
  run: async (model, real) => {
    await act(model, real, args);
    await verify(model, real);
  },
  toString: () => `${name} ${JSON.stringify(args)}`,
});

const variant = fc.nat({ max: VARIANTS - 1 });
const shelf = fc.nat({ max: SHELVES - 1 });
const order = fc.nat({ max: 40 });
const part = fc.constantFrom<Part>('all', 'all', 'half', 'over');
const restock = fc.option(shelf, { nil: null });

// Weighted towards what moves a day along: checkouts, payments and each order's next move.
const commands = [
  { weight: 2, arbitrary: fc.record({ variant, shelf, quantity: fc.integer({ min: 1, max: 3 }) }).map(step('receive', false, receiveUnits)) },
  { weight: 1, arbitrary: fc.record({ variant, from: shelf, to: shelf, quantity: fc.integer({ min: 1, max: 3 }) }).map(step('move', false, moveUnits)) },
  { weight: 1, arbitrary: fc.record({ variant, shelf, counted: fc.integer({ min: 0, max: 4 }) }).map(step('count', false, countShelf)) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        channel: fc.constantFrom('web' as const, 'admin' as const, 'offline' as const),
        lines: fc.uniqueArray(fc.record({ variant, quantity: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 2, selector: (line) => line.variant }),
        method: fc.constantFrom('cod', 'upi', 'cash'),
      })
      .map(step('checkout', false, checkout)),
  },
  { weight: 3, arbitrary: fc.record({ order, part, method: fc.constantFrom('upi', 'card', 'cash', 'cod') }).map(step('pay', true, pay)) },
  { weight: 8, arbitrary: fc.record({ order, action: fc.constant('next' as const) }).map(step('order', true, moveOrder)) },
  { weight: 2, arbitrary: fc.record({ order, action: fc.constantFrom(...ORDER_ACTIONS) }).map(step('order', true, moveOrder)) },
  {
    weight: 3,
    arbitrary: fc
      .record({ order, line: fc.nat({ max: 3 }), quantity: fc.integer({ min: 1, max: 2 }), restock, method: fc.constantFrom('credit_note' as const, 'original_payment' as const) })
      .map(step('return', true, returnPieces)),
  },
  { weight: 2, arbitrary: fc.record({ order, line: fc.nat({ max: 3 }), quantity: fc.integer({ min: 1, max: 2 }), variant, restock }).map(step('exchange', true, exchange)) },
  { weight: 2, arbitrary: fc.record({ order, payment: fc.nat({ max: 3 }), part }).map(step('refund', true, refund)) },
  { weight: 1, arbitrary: fc.record({ order, part }).map(step('credit', true, credit)) },
];

/** A run's own warehouse (three shelves, OPENING units of each variant on the first), a store selling from it and a customer. */
const setUp = async (server: TestServer, token: string, variants: Real['variants'], tally: Real['tally']) => {
  const { warehouse, shelves } = await warehouseWithShelves(server, token, SHELVES);
  await receiveStock(server, token, warehouse.id, variants.map((one) => ({ variant_id: one.id, shelf_id: shelves[0]!.id, quantity: OPENING })));
  const storeId = await checkoutAs(server, token).storeOf(warehouse.id);
  const customer = await createCustomerIn(server, token, newCustomer(uniqueWord('ops')));
  const real: Real = { server, token, warehouseId: warehouse.id, shelfIds: shelves.map((one) => one.id), storeId, customerId: customer.id, variants, tally };
  const model: Model = { shelves: variants.map(() => [OPENING, 0, 0]), reserved: variants.map(() => 0), orders: [] };
  return { model, real };
};

describeEachDatabase('operations: a model-based property over a shop’s work', (server) => {
  it(`agrees with the model and keeps the books clean after every step (${RUNS} runs)`, { timeout: Math.max(120_000, RUNS * 60_000) }, async () => {
    const token = await server().tokenFor('admin');
    // Variants with different prices, so exchanges both cost more and give credit back.
    const rows = (await listOf(server(), token, 'variants', { range: [0, 40], sort: ['id', 'ASC'] })).rows as { id: number; sku: string; price: number }[];
    const byPrice = [...new Map(rows.map((row) => [row.price, row])).values()].sort((a, b) => a.price - b.price);
    const variants = [byPrice[0]!, byPrice[Math.floor(byPrice.length / 2)]!, byPrice[byPrice.length - 1]!].sort((a, b) => a.id - b.id).map(({ id, sku, price }) => ({ id, sku, price }));
    expect(new Set(variants.map((one) => one.id)).size).toBe(VARIANTS);
    const tally: Real['tally'] = new Map();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.commands([fc.oneof(...commands)], { maxCommands: MAX_STEPS, size: 'max' }), async (steps) => {
        const { model, real } = await setUp(server(), token, variants, tally);
        await fc.asyncModelRun(() => ({ model, real }), steps);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    );
    const report = [...tally].map(([kind, { taken, refused }]) => `${kind} ${taken}/${taken + refused}`).join(', ');
    console.log(`operations property [${server().kind}]: ${RUNS} runs in ${Math.round(performance.now() - started)} ms; taken/tried: ${report}`);
  });
});
