/**
 * Runs work once the page has nothing better to do (the first rows shown, the user not typing), or
 * after a few seconds at the latest: the chunks of parts that show later (a tooltip, a dialog) load
 * then, out of the first paint's way but before the user reaches for them (or the network goes).
 */
export const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 200);
};
