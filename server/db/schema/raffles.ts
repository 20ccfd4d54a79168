import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { RAFFLE_ELIGIBILITIES, RAFFLE_ENTRY_STATUSES } from '@domain/raffles';
import { entityColumns, requiredReference } from './columns';
import { customers } from './customers';

/**
 * Raffles (docs/raffle-draw.md): a chance to buy scarce variants. `seed_hash` is published when the
 * seed is committed; the seed itself stays in raffle_seeds until the draw copies it here.
 */
export const raffles = pgTable(
  'raffles',
  {
    ...entityColumns(),
    name: text('name').notNull(),
    variant_ids: integer('variant_ids').array().notNull().default([]),
    entry_starts_at: timestamp('entry_starts_at', { withTimezone: true }).notNull(),
    entry_ends_at: timestamp('entry_ends_at', { withTimezone: true }).notNull(),
    winners: integer('winners').notNull().default(1),
    /** How long a winner's right to buy lasts before the next drawn entry moves up. */
    purchase_hours: integer('purchase_hours').notNull().default(48),
    eligibility: text('eligibility', { enum: RAFFLE_ELIGIBILITIES }).notNull().default('all'),
    eligible_tags: text('eligible_tags').array().notNull().default([]),
    seed_hash: text('seed_hash'),
    committed_at: timestamp('committed_at', { withTimezone: true }),
    /** Revealed by the draw (null before it). */
    seed: text('seed'),
    drawn_at: timestamp('drawn_at', { withTimezone: true }),
    drawn_by: integer('drawn_by'),
    drawn_entries: integer('drawn_entries'),
  },
  (t) => [
    check('raffles_window', sql`${t.entry_ends_at} > ${t.entry_starts_at}`),
    check('raffles_winners_positive', sql`${t.winners} > 0`),
    check('raffles_purchase_hours_positive', sql`${t.purchase_hours} > 0`),
    check('raffles_drawn_after_commit', sql`${t.drawn_at} is null or ${t.seed_hash} is not null`),
  ],
);

/** A raffle's secret seed between its commitment and its draw: never sent, never in History. */
export const raffleSeeds = pgTable('raffle_seeds', {
  raffle_id: integer('raffle_id')
    .primaryKey()
    .references(() => raffles.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
});

/** One customer's entry in one raffle; the draw numbers them (`draw_position`, 1 first). */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    ...entityColumns(),
    raffle_id: requiredReference('raffle_id', () => raffles.id, 'restrict'),
    customer_id: requiredReference('customer_id', () => customers.id, 'restrict'),
    status: text('status', { enum: RAFFLE_ENTRY_STATUSES }).notNull().default('entered'),
    draw_position: integer('draw_position'),
    /** A winner's right to buy ends then (null: no right held). */
    right_expires_at: timestamp('right_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('raffle_entries_raffle_customer').on(t.raffle_id, t.customer_id),
    uniqueIndex('raffle_entries_raffle_position').on(t.raffle_id, t.draw_position),
    index('raffle_entries_customer').on(t.customer_id),
  ],
);
