import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { idleStore } from './idleStore';

const pageIdle = idleStore(() => true);

/**
 * A lazy part the first screen does not need (the user menu, a list's filter button, the
 * notification bar): its fallback until the page has first been idle, then the part, whose chunk
 * loads on that render. Mounted at once, their chunks would load beside the screen's own data.
 */
export const MountedWhenIdle = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) =>
  useSyncExternalStore(pageIdle.subscribe, pageIdle.current, pageIdle.current) ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
