export interface SlowQuery {
  sql: string;
  ms: number;
}

/**
 * Times queries from their start (a wait for a connection included) and reports those past a
 * threshold. Queries inside a transaction run on its own handle and are not timed one by one.
 */
export const createSlowQueryWatch = () => {
  let watch: { ms: number; report: (query: SlowQuery) => void } | undefined;
  return {
    set(ms: number, report: (query: SlowQuery) => void) {
      watch = { ms, report };
    },
    time<T extends PromiseLike<unknown>>(text: string, pending: T): T {
      const current = watch;
      if (!current) return pending;
      const started = performance.now();
      const settled = () => {
        const ms = performance.now() - started;
        if (ms >= current.ms) current.report({ sql: text.slice(0, 500), ms: Math.round(ms) });
      };
      pending.then(settled, settled);
      return pending;
    },
  };
};
