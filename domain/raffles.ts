import { z } from './zod';
import { dateTime, lineText, recordId } from './bounds';
import { customIssue, fieldLabels, schemaMessage } from './schemaMessages';

/** A raffle: a chance to buy a scarce item, drawn once from a seed committed before its entries close. */

export const RAFFLE_ELIGIBILITIES = ['all', 'tags', 'first_time'] as const;
export type RaffleEligibility = (typeof RAFFLE_ELIGIBILITIES)[number];

/** Where a raffle stands, derived from its stored moments (raffleStatus). */
export const RAFFLE_STATUSES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type RaffleStatus = (typeof RAFFLE_STATUSES)[number];

/** An entry: waiting for the draw, drawn and not (yet) a winner, holding a right to buy, its right used or lapsed. */
export const RAFFLE_ENTRY_STATUSES = ['entered', 'waiting', 'winner', 'purchased', 'expired'] as const;
export type RaffleEntryStatus = (typeof RAFFLE_ENTRY_STATUSES)[number];

export const MAX_RAFFLE_VARIANTS = 50;
export const MAX_RAFFLE_WINNERS = 1000;
export const MAX_PURCHASE_HOURS = 720;
export const MAX_RAFFLE_TAGS = 20;
export const MAX_GENERATED_ENTRIES = 10_000;

const label = fieldLabels('raffles');

const name = () => {
  const enter = schemaMessage('server.enter_the', { field: label('name') });
  return lineText(enter)
    .trim()
    .min(1, enter)
    .max(120, schemaMessage('server.too_long_at_most', { field: label('name'), max: 120 }));
};

const wholeNumber = (field: string, max: number) => {
  const message = schemaMessage('server.enter_whole_between', { field: label(field), min: 1, max });
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
};

const tag = lineText()
  .trim()
  .min(1, schemaMessage('server.enter_the', { field: label('eligible_tags') }))
  .max(60, schemaMessage('server.too_long_at_most', { field: label('eligible_tags'), max: 60 }));

/** The raffle form and its routes: the window is stored in UTC (the console sends ISO moments with their offset). */
export const raffleSchema = z
  .object({
    name: name(),
    variant_ids: z
      .array(recordId(schemaMessage('server.choose_raffle_variants')), { error: schemaMessage('server.choose_raffle_variants') })
      .min(1, schemaMessage('server.choose_raffle_variants'))
      .max(MAX_RAFFLE_VARIANTS, schemaMessage('server.too_many', { max: MAX_RAFFLE_VARIANTS }))
      .refine((ids) => new Set(ids).size === ids.length, schemaMessage('server.raffle_variant_twice')),
    entry_starts_at: dateTime(schemaMessage('server.enter_as_moment', { field: label('entry_starts_at') })),
    entry_ends_at: dateTime(schemaMessage('server.enter_as_moment', { field: label('entry_ends_at') })),
    winners: wholeNumber('winners', MAX_RAFFLE_WINNERS),
    purchase_hours: wholeNumber('purchase_hours', MAX_PURCHASE_HOURS),
    eligibility: z.enum(RAFFLE_ELIGIBILITIES),
    eligible_tags: z.array(tag).max(MAX_RAFFLE_TAGS, schemaMessage('server.too_many', { max: MAX_RAFFLE_TAGS })).default([]),
  })
  .superRefine((raffle, context) => {
    if (raffle.entry_ends_at <= raffle.entry_starts_at) context.addIssue({ ...customIssue('server.raffle_window_backwards'), path: ['entry_ends_at'] });
    if (raffle.eligibility === 'tags' && raffle.eligible_tags.length === 0) context.addIssue({ ...customIssue('server.choose_raffle_tags'), path: ['eligible_tags'] });
  })
  .transform((raffle) => ({ ...raffle, eligible_tags: raffle.eligibility === 'tags' ? [...new Set(raffle.eligible_tags)] : [] }));

export type RaffleInput = z.infer<typeof raffleSchema>;

/** A staff member adds one customer's entry. */
export const raffleEntrySchema = z.object({
  raffle_id: recordId(schemaMessage('server.enter_the', { field: fieldLabels('raffle-entries')('raffle_id') })),
  customer_id: recordId(schemaMessage('server.enter_the', { field: fieldLabels('raffle-entries')('customer_id') })),
});

/** Entries for the first `count` eligible customers without one (demo data, tests, a walk-in list). */
export const generateEntriesSchema = z.object({
  count: z
    .number({ error: schemaMessage('server.enter_whole_between', { field: fieldLabels('raffle-entries')('count'), min: 1, max: MAX_GENERATED_ENTRIES }) })
    .int(schemaMessage('server.enter_whole_between', { field: fieldLabels('raffle-entries')('count'), min: 1, max: MAX_GENERATED_ENTRIES }))
    .min(1, schemaMessage('server.enter_whole_between', { field: fieldLabels('raffle-entries')('count'), min: 1, max: MAX_GENERATED_ENTRIES }))
    .max(MAX_GENERATED_ENTRIES, schemaMessage('server.enter_whole_between', { field: fieldLabels('raffle-entries')('count'), min: 1, max: MAX_GENERATED_ENTRIES })),
});

/** The actions without a body (commit, close, draw, expire rights, mark bought): nothing to send. */
export const noInputSchema = z.object({}).strict();

export interface RaffleMoments {
  entry_starts_at: Date | string;
  entry_ends_at: Date | string;
  drawn_at?: Date | string | null;
}

/** Upcoming before its window, open in it, closed after it until drawn. */
export const raffleStatus = (raffle: RaffleMoments, now: Date): RaffleStatus => {
  if (raffle.drawn_at) return 'drawn';
  if (now < new Date(raffle.entry_starts_at)) return 'upcoming';
  if (now < new Date(raffle.entry_ends_at)) return 'open';
  return 'closed';
};
