import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 9: a screen script that does not load within this time fails with a chunk-load error. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A lazy screen that can be asked to load before it renders. */
export type LazyScreen<T extends ComponentType<object>> = LazyExoticComponent<T> & { preload(): Promise<void> };

const withTimeout = <T>(load: () => Promise<T>, timeoutMs: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a screen took longer than ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });

/**
 * React.lazy with the spec's load time-out, and `preload()`. A loaded module renders in the same pass
 * (a thenable that answers at once): a promise would suspend, and React holds a suspended screen's
 * reveal for a while after its fallback showed.
 */
export const lazyScreen = <T extends ComponentType<object>>(load: () => Promise<{ default: T }>, timeoutMs = SCREEN_LOAD_TIMEOUT_MS): LazyScreen<T> => {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= withTimeout(load, timeoutMs).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Not remembered: after a failed preload, the render loads again.
        loading = undefined;
        throw error;
      },
    ));
  const screen = lazy(() => (loaded ? { then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } : start()) as Promise<{ default: T }>);
  return Object.assign(screen, {
    // Settles once loaded or failed: a caller waits for it, never on its error (the render reports that).
    preload: () => start().then(
      () => undefined,
      () => undefined,
    ),
  });
};
