/**
 * A module loader that always hands back the same promise: once one component has read it with
 * React's use(), every later reader renders in the same pass instead of suspending again.
 */
export const loadOnce = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};
