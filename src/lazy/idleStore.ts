import { whenIdle } from './whenIdle';

/**
 * A value that comes once the page is first idle, read with useSyncExternalStore: the first
 * subscriber asks for it (whenIdle), and every subscriber hears when it has come.
 */
export const idleStore = <T>(load: () => Promise<T> | T) => {
  let value: T | undefined;
  let asked = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!asked) {
      asked = true;
      whenIdle(
        () =>
          void Promise.resolve(load()).then((loaded) => {
            value = loaded;
            listeners.forEach((notify) => notify());
          }),
      );
    }
    return () => {
      listeners.delete(listener);
    };
  };
  return { subscribe, current: () => value };
};
