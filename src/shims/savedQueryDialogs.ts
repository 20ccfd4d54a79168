// The list filter menu's saved-query dialogs, as lazySavedQueryDialogs.tsx loads them.
export { AddSavedQueryDialog, RemoveSavedQueryDialog } from 'react-admin';
