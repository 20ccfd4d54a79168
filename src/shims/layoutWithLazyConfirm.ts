import { loadedWhenOpened } from './loadedWhenOpened';

/**
 * react-admin's layout exports as its confirm buttons (delete, bulk delete, update) see them
 * (vite.config.ts): all of them, but the confirmation dialog (MUI Dialog), which loads the first
 * time one asks.
 */
export * from 'react-admin';
export const Confirm = loadedWhenOpened(async () => (await import('./confirm')).Confirm, ({ isOpen }) => Boolean(isOpen));
