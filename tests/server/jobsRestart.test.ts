import { expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createPostgresDatabase, databaseKinds } from './harness';

const WORKER = join(import.meta.dirname, 'fixtures', 'jobWorker.ts');
const ITEMS = 60;

/** Runs the worker process; resolves with its output once `until` matches a line (or it exits). */
const runWorker = (env: Record<string, string>, until: (line: string) => boolean) => {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const matched = new Promise<string[]>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (until(line)) resolve(lines);
    });
    child.on('exit', (code) => (code === 0 ? resolve(lines) : reject(new Error(`worker exited with ${code}: ${lines.join('\n')}`))));
  });
  return { child, matched };
};

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A migrated database; for PGlite an empty data directory the first server fills from the template. */
type Env = Record<string, string>;
const databaseFor = async (kind: string): Promise<{ env: Env; firstEnv: Env; drop: () => Promise<void> }> => {
  if (kind === 'postgres') {
    const pg = await createPostgresDatabase();
    return { env: { DATABASE_URL: pg.url }, firstEnv: {}, drop: pg.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'bo-job-restart-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    firstEnv: { TEMPLATE_DATA_DIR: inject('pgliteTemplatePath') },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
};

for (const kind of databaseKinds()) {
  it(`a job killed with its server resumes after a restart and processes each item once [${kind}]`, { timeout: 120_000 }, async () => {
    const database = await databaseFor(kind);
    try {
      // First server: start the job, and SIGKILL the process inside its fifth batch.
      let jobId = 0;
      let batches = 0;
      const first = runWorker({ ...database.env, ...database.firstEnv, START_JOB: '1', HOLD_AT_BATCH: '5' }, (line) => {
        if (line.startsWith('started ')) jobId = Number(line.split(' ')[1]);
        if (line.startsWith('batch ')) batches += 1;
        return batches >= 5;
      });
      await first.matched;
      first.child.kill('SIGKILL');
      await exited(first.child);
      expect(jobId).toBeGreaterThan(0);

      // Second server on the same data: the interrupted delivery expires, and the job finishes.
      const second = runWorker({ ...database.env, WAIT_FOR_JOB: String(jobId) }, (line) => line.startsWith('finished '));
      const lines = await second.matched;
      await exited(second.child);
      const outcome = JSON.parse(lines.find((line) => line.startsWith('finished '))!.slice('finished '.length));
      expect(outcome).toEqual({ status: 'done', done: ITEMS, total: ITEMS, rows: ITEMS, distinct_items: ITEMS });
      // The second server did resume: it ran batches the first never reached.
      expect(lines.filter((line) => line.startsWith('batch ')).length).toBeGreaterThan(0);
    } finally {
      await database.drop();
    }
  });
}
