/** The console's react-admin store (localStorage): the chosen language and theme persist in it. */
export const STORE_APP_KEY = 'backoffice';

/**
 * A value the console stored through its react-admin store, read without react-admin (the public
 * pages do not load it). react-admin's localStorageStore keeps `RaStore<appKey>.<key>` as JSON.
 */
export const storedPreference = (key: 'locale' | 'theme'): string | undefined => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(`RaStore${STORE_APP_KEY}.${key}`) ?? 'null');
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Calls `onChange` when another document (another tab of the console) stores a preference, as
 * react-admin's localStorageStore follows such changes; returns the unsubscribe function.
 */
export const subscribeStoredPreferences = (onChange: () => void) => {
  const listener = (event: StorageEvent) => {
    if (event.key?.startsWith(`RaStore${STORE_APP_KEY}.`)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};
