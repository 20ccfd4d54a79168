// DataTable's bulk-action parts, as lazyBulkParts.tsx loads them.
export { BulkActionsToolbar, BulkDeleteButton, SelectPageCheckbox, SelectRowCheckbox } from 'react-admin';
