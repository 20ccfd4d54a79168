import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

let pageWasIdle = false;
const listeners = new Set<() => void>();
let asked = false;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    whenIdle(() => {
      pageWasIdle = true;
      listeners.forEach((notify) => notify());
    });
  }
  return () => listeners.delete(listener);
};
const wasIdle = () => pageWasIdle;

/**
 * A lazy part the first screen does not need (the user menu, a list's filter button, the
 * notification bar): its fallback until the page has first been idle, then the part, whose chunk
 * loads on that render. Mounted at once, their chunks would load beside the screen's own data.
 */
export const MountedWhenIdle = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) =>
  useSyncExternalStore(subscribe, wasIdle, wasIdle) ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
