/** Windows are stored in UTC; a promotion is live from its start (inclusive) to its end (exclusive); none: open. */
export const isLive = (at: Date, startsAt: Date | null, endsAt: Date | null): boolean =>
  (startsAt === null || startsAt.getTime() <= at.getTime()) && (endsAt === null || at.getTime() < endsAt.getTime());

export type WindowState = 'upcoming' | 'live' | 'ended';

export const windowState = (at: Date, startsAt: Date | null, endsAt: Date | null): WindowState =>
  startsAt !== null && at.getTime() < startsAt.getTime() ? 'upcoming' : endsAt !== null && at.getTime() >= endsAt.getTime() ? 'ended' : 'live';
