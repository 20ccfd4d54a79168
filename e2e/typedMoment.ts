/** A moment as the English console writes it (20/11/2026, 4:47 pm) on the clock of `zone`, to the minute. */
export const typedMoment = (at: Date, zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.hour);
  return `${parts.day}/${parts.month}/${parts.year}, ${hour % 12 || 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`;
};
