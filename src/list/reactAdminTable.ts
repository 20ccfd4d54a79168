// react-admin's own DataTable and column chooser item, loaded only by a table that needs them (ConsoleDataTable),
// with the console's keyboard body (its rows Tab stops that Enter opens).
export { ColumnsSelectorItem, DataTable } from 'react-admin';
export { KeyboardBody } from './KeyboardRow';
