import { loadedWhenOpened } from './loadedWhenOpened';

/**
 * react-admin's filter button renders its two saved-query dialogs (MUI Dialog and TextField) closed
 * with every list; vite.config.ts points its imports here, so they load when the user opens one.
 */
export const AddSavedQueryDialog = loadedWhenOpened(async () => (await import('./savedQueryDialogs')).AddSavedQueryDialog, ({ open }) => open);
export const RemoveSavedQueryDialog = loadedWhenOpened(async () => (await import('./savedQueryDialogs')).RemoveSavedQueryDialog, ({ open }) => open);
