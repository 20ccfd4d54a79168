import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the bench script `scriptUrl` again in a fresh process for one database kind (`--only <kind>
 * --results-file <file>`), and answers what that run wrote to the file. Each database is measured
 * in its own process, as a server runs on one database: measured after PGlite in the same process,
 * PostgreSQL's p99 came out about half as high again (PGlite's closed instance leaves a large heap behind).
 */
export const measureInOwnProcess = async <T>(scriptUrl: string, kind: string): Promise<T> => {
  const resultsFile = join(mkdtempSync(join(tmpdir(), 'bench-run-')), 'results.json');
  const forwarded = process.argv.slice(2).filter((arg, i, all) => arg !== '--only' && all[i - 1] !== '--only');
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [...process.execArgv, fileURLToPath(scriptUrl), ...forwarded, '--only', kind, '--results-file', resultsFile], {
      stdio: 'inherit',
    }).on('exit', (code) => (code === 0 || code === 1 ? resolve() : reject(new Error(`${kind} run ended with ${code}`)))),
  );
  return JSON.parse(readFileSync(resultsFile, 'utf8')) as T;
};

/** The p-th percentile of sorted timings. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
