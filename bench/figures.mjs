import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * A bench's figures as JSON lines, for `npm run bench` (bench/all.ts) to gather into one table: each
 * bench still prints its own report, and when BENCH_FIGURES names a file it also appends there one line
 * a figure, with the machine's load average at that moment. Run alone, a bench writes nothing.
 */
export const recordFigure = (figure) => {
  const file = process.env.BENCH_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ load: loadavg()[0], ...figure })}\n`);
};
