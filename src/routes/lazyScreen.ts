import { lazy, type ComponentType } from 'react';

/** Spec section 9: a screen script that does not load within this time fails with a chunk-load error. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** React.lazy with the spec's load time-out. */
export const lazyScreen = <T extends ComponentType<object>>(load: () => Promise<{ default: T }>, timeoutMs = SCREEN_LOAD_TIMEOUT_MS) =>
  lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
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
      }),
  );
