import type { QueryClient } from '@tanstack/react-query';

/** At the latest, idle work runs this long after it was asked for, data in flight or not. */
const LATEST_MS = 5_000;

/** The console's query client (openConsole): idle work waits until none of its data is in flight. */
let queries: QueryClient | undefined;
export const idleWorkWaitsFor = (client: QueryClient) => {
  queries = client;
};

const onIdle = (next: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next);
  else setTimeout(next, 200);
};

/** Calls `next` at once if the client has no query fetching, else at the first idle moment after the last one ends. */
const afterDataArrived = (client: QueryClient, next: () => void) => {
  if (client.isFetching() === 0) return next();
  const stopListening = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    stopListening();
    onIdle(next);
  });
};

/**
 * Runs work once the page has nothing better to do (its data arrived and shown, the user not
 * typing), or after a few seconds at the latest: the chunks of parts that show later (a tooltip, a
 * dialog) load then, out of the first screen's way but before the user reaches for them. The main
 * thread is idle while a screen waits for its data, so idleness alone would load them beside it.
 */
export const whenIdle = (work: () => void) => {
  const client = queries;
  if (!client) return onIdle(work);
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    clearTimeout(latest);
    work();
  };
  const latest = setTimeout(run, LATEST_MS);
  onIdle(() => afterDataArrived(client, run));
};
