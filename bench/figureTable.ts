import type { Figure } from './figures.mjs';

type Taken = Figure & { load: number };

const number = (value: number) => (Math.abs(value) >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2));
const withUnit = (value: number, unit: string) => (unit === '' ? number(value) : unit.startsWith('/') || unit === 'x' ? `${number(value)}${unit}` : `${number(value)} ${unit}`);

/** "met", or by how much (and what share of the target) the figure missed it. */
const verdict = (figure: Taken) => {
  if (figure.target === undefined) return '-';
  const missedBy = figure.better === 'lower' ? figure.value - figure.target : figure.target - figure.value;
  if (missedBy <= 0) return 'met';
  const share = figure.target === 0 ? '' : ` (${((missedBy / figure.target) * 100).toFixed(0)}%)`;
  return `missed by ${withUnit(missedBy, figure.unit)}${share}`;
};

const targetText = (taken: Taken[]) => {
  const targets = [...new Set(taken.map((figure) => figure.target).filter((target) => target !== undefined))];
  if (!targets.length) return '-';
  const [first] = taken;
  return `${first!.better === 'lower' ? '<=' : '>='} ${targets.map((target) => withUnit(target, first!.unit)).join(' / ')}`;
};

/**
 * One row a figure (in the order taken): its value on PGlite and on PostgreSQL (a figure no database
 * serves, such as the bundle's size, under PGlite's column as "either"), the target, the verdict on each,
 * and the highest 1-minute load average the machine had when its values were taken.
 */
export const figureTable = (figures: Taken[]) => {
  const rows = new Map<string, Taken[]>();
  for (const figure of figures) {
    const key = `${figure.bench}\u0000${figure.figure}`;
    rows.set(key, [...(rows.get(key) ?? []), figure]);
  }
  const header = ['bench', 'figure', 'PGlite', 'PostgreSQL', 'target', 'met? (PGlite / PostgreSQL)', 'load'];
  const lines = [...rows.values()].map((taken) => {
    const on = (database: Figure['database']) => taken.filter((figure) => figure.database === database).at(-1);
    const lite = on('pglite') ?? on(null);
    const pg = on('postgres');
    const verdicts = lite?.database === null ? [verdict(lite)] : [lite ? verdict(lite) : '-', pg ? verdict(pg) : '-'];
    return [
      taken[0]!.bench.replace(/^bench:/, ''),
      taken[0]!.figure,
      lite ? `${withUnit(lite.value, lite.unit)}${lite.database === null ? ' (either)' : ''}` : '-',
      pg ? withUnit(pg.value, pg.unit) : '-',
      targetText(taken),
      verdicts.every((v) => v === '-') ? '-' : verdicts.join(' / '),
      Math.max(...taken.map((figure) => figure.load)).toFixed(1),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column >= 2 && column <= 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...lines.map(format)].join('\n');
};
