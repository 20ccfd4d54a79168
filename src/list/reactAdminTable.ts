// react-admin's own DataTable and column chooser item, loaded only by a table that needs them (ConsoleDataTable).
export { ColumnsSelectorItem, DataTable } from 'react-admin';
