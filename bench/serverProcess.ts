import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../server/app';
import { buildServer, serverNodeFlags } from '../scripts/serverBuild.mjs';
import { signInAdmin } from './benchServer';

/** What the measured server is started on: a PostgreSQL URL or a PGlite data directory, and its options. */
export interface ServedDatabase {
  url?: string;
  dataDir?: string;
  filesDir?: string;
  jobs?: AppOptions['jobs'];
}

export type ServerMessage = { origin: string } | { peakRssMb: number };

/**
 * The real server in a process of its own (bench/serveForBench.ts, built as `npm start` builds the
 * server), so that its peak RSS is the
 * server's alone and not the bench's clients' (autocannon, uploads, CSV readers). PGlite opens a data
 * directory in one process only: close the bench's own handle on it before starting.
 */
export const startServerProcess = async (served: ServedDatabase) => {
  // Built as `npm start` builds the server, and run by plain Node: the figures are those of the served build.
  const entry = 'build/bench/serveForBench.mjs';
  await buildServer(fileURLToPath(new URL('./serveForBench.ts', import.meta.url)), entry);
  // BENCH_SERVER_PROFILE=<dir>: the server writes a CPU profile there when it stops (open it in Chromium's DevTools).
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  // BENCH_SERVER_FLAGS="--trace-gc ...": more flags for the server's Node, to try one (NODE_OPTIONS refuses many).
  const extraFlags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const execArgv = [...serverNodeFlags(served.url ?? ''), ...extraFlags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
  const child = fork(entry, [JSON.stringify(served)], { execArgv });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the bench server ended with ${String(code)}`);
  });
  const next = () => Promise.race([once(child, 'message').then(([message]) => message as ServerMessage), exited]);
  const ready = await next();
  if (!('origin' in ready)) throw new Error('the bench server did not say where it listens');
  return {
    origin: ready.origin,
    token: await signInAdmin(ready.origin),
    /** Stops the server and answers its peak resident memory in MB. */
    stop: async () => {
      child.send('stop');
      const answer = await next();
      if (!('peakRssMb' in answer)) throw new Error('the bench server did not report its memory');
      await once(child, 'exit');
      return answer.peakRssMb;
    },
  };
};
