import { RAFFLE_ELIGIBILITIES, RAFFLE_ENTRY_STATUSES, RAFFLE_STATUSES } from '@domain/raffles';

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `resources.${prefix}.${id}` }));

export const eligibilityChoices = choices(RAFFLE_ELIGIBILITIES, 'raffles.eligibility');
export const raffleStatusChoices = choices(RAFFLE_STATUSES, 'raffles.status');
export const entryStatusChoices = choices(RAFFLE_ENTRY_STATUSES, 'raffle-entries.status');

/** The staff member's own time zone (the browser's): windows are stored in UTC and shown in it. */
export const staffTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
