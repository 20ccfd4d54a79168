import { addDays } from '@domain/orders/report';

/** Days of a period read from the daily sums, added (1) or taken from a month's sums (-1). */
export interface DayPiece {
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * A period of whole days as the months whose sums to read and the days to add or take away: a month
 * more than half in the period is read whole, less its days outside it; otherwise its days are read.
 */
export const periodPieces = (from: string, to: string): { months: string[]; days: DayPiece[] } => {
  const months: string[] = [];
  const days: DayPiece[] = [];
  const count = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
  for (let month = `${from.slice(0, 7)}-01`; month <= to; ) {
    const next = addDays(month, 32).slice(0, 8) + '01';
    const last = addDays(next, -1);
    const start = from > month ? from : month;
    const end = to < last ? to : last;
    if (count(start, end) * 2 <= count(month, last)) days.push({ from: start, to: end, sign: 1 });
    else {
      months.push(month);
      if (start > month) days.push({ from: month, to: addDays(start, -1), sign: -1 });
      if (end < last) days.push({ from: addDays(end, 1), to: last, sign: -1 });
    }
    month = next;
  }
  return { months, days };
};
