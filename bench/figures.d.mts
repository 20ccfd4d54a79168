/** One measured figure of a bench: see figures.mjs. */
export interface Figure {
  /** The npm script that measured it, e.g. `bench:catalogue`. */
  bench: string;
  /** What was measured, the same words on PGlite and PostgreSQL (the table's row). */
  figure: string;
  /** The database it was measured on; `null` for what no database serves (the bundle). */
  database: 'pglite' | 'postgres' | null;
  value: number;
  unit: string;
  target?: number;
  /** Whether a lower value (a time, a size) or a higher one (a rate) is better. */
  better: 'lower' | 'higher';
  /** The 1-minute load average when it was taken, for a figure recorded later than that; now by default. */
  load?: number;
}
export declare const recordFigure: (figure: Figure) => void;
