/**
 * Keeps count of the short timers the page schedules (a debounced search, a state change put off to
 * the next tick), so a test file can end once those have run instead of after a fixed wait: a timer
 * firing after the file's jsdom is gone throws 'window is not defined'. Timers those callbacks schedule
 * are followed a few generations deep; polling loops and long timers (react-query's cache) are not.
 */
const SHORT_MS = 1_000;
const MAX_GENERATION = 5;

type Timer = ReturnType<typeof setTimeout>;
const pending = new Set<Timer>();
let waiters: Array<() => void> = [];
let runningGeneration = -1;

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

const settle = (timer: Timer) => {
  pending.delete(timer);
  if (pending.size > 0) return;
  const done = waiters;
  waiters = [];
  for (const resolve of done) resolve();
};

const trackingSetTimeout = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): Timer => {
  const generation = runningGeneration + 1;
  if ((ms ?? 0) > SHORT_MS || generation > MAX_GENERATION || typeof callback !== 'function') return realSetTimeout(callback, ms, ...args);
  const timer: Timer = realSetTimeout(() => {
    runningGeneration = generation;
    try {
      callback(...args);
    } finally {
      runningGeneration = -1;
      settle(timer);
    }
  }, ms);
  pending.add(timer);
  return timer;
};

const trackingClearTimeout = (timer?: Timer | string | number) => {
  realClearTimeout(timer as Timer);
  if (timer !== undefined && pending.has(timer as Timer)) settle(timer as Timer);
};

export const trackShortTimers = () => {
  globalThis.setTimeout = Object.assign(trackingSetTimeout, realSetTimeout) as typeof setTimeout;
  globalThis.clearTimeout = trackingClearTimeout as typeof clearTimeout;
};

/** Resolves once no short timer of the page is waiting to fire. */
export const shortTimersRun = () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));
