import cluster from 'node:cluster';

/** Why `--workers` needs PostgreSQL: said to whoever asks for several processes on PGlite. */
export const WORKERS_NEED_POSTGRES =
  '--workers needs DATABASE_URL (PostgreSQL): the embedded PGlite database lives inside one process, which owns its data directory; no second process can open it. Run one process, or move to PostgreSQL (npm run backup, then npm run restore into it).';

/** `--workers N` / WORKERS: how many server processes share the port; 1 (no cluster) by default. */
export const parseWorkers = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return 1;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers: ${raw} is not a whole number of processes`);
  return workers;
};

/**
 * The primary of `--workers N`: forks N server processes that share the port (node:cluster hands
 * connections out in turn) with `env` added to their environment, replaces one that dies, and on SIGTERM
 * or SIGINT passes the signal on and exits once every worker has finished its requests and handed its
 * jobs back.
 */
export const superviseWorkers = (workers: number, env: Record<string, string> = {}) => {
  let stopping = false;
  let live = 0;
  const fork = () => {
    live += 1;
    cluster.fork(env);
  };
  for (let n = 0; n < workers; n++) fork();
  cluster.on('exit', (worker, code, signal) => {
    live -= 1;
    if (stopping) {
      if (live === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${workers} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};
