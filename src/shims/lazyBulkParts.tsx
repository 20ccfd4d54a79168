import { deferredParts } from './deferredParts';

/** Each part waits under its own Suspense: the checkboxes of a page's rows show together, in one render. */
const deferredPart = deferredParts(() => import('./bulkParts'), { ownSuspense: true });

/**
 * react-admin's DataTable imports its bulk actions (the selection checkboxes, the toolbar shown over a
 * selection, the default bulk delete with its mutation and confirmation) eagerly, though a list
 * without bulk actions (the product list) renders none of them; vite.config.ts points DataTable's
 * imports here, so they load only with a list that has bulk actions, as it renders.
 */
export const BulkActionsToolbar = deferredPart('BulkActionsToolbar');
export const BulkDeleteButton = deferredPart('BulkDeleteButton');
export const SelectPageCheckbox = deferredPart('SelectPageCheckbox');
export const SelectRowCheckbox = deferredPart('SelectRowCheckbox');
