import { sql, type SQL } from 'drizzle-orm';
import type { DashboardDays } from '@domain/dashboard';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';

/** The instants (ISO, UTC) where a period's days start and end in a time zone, the end excluded. */
export interface Window {
  start: string;
  end: string;
  previous_start: string;
  previous_end: string;
}

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
/** The start of a calendar day in the zone, as ISO text (PostgreSQL knows the zone's offsets and daylight saving). */
const dayStart = (day: string, timeZone: string) => sql`to_char((${day}::timestamp at time zone ${timeZone}) at time zone 'UTC', ${ISO})`;
const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

export const windowOf = async (db: Executor, days: DashboardDays, timeZone: string): Promise<Window> => {
  const [row] = rowsOf<Window>(
    await db.execute(sql`select ${dayStart(days.from, timeZone)} as start, ${dayStart(nextDay(days.to), timeZone)} as "end",
      ${dayStart(days.previous_from, timeZone)} as previous_start, ${dayStart(days.from, timeZone)} as previous_end`),
  );
  return row!;
};

/** A timestamp column within [start, end). */
export const within = (column: SQL, start: string, end: string) => sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;

/** A timestamp as ISO text, alike from both drivers. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO})`;
