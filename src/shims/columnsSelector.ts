// The real column chooser and its items, as lazyColumnsSelector.tsx loads them.
export { ColumnsSelector, ColumnsSelectorItem } from 'react-admin';
