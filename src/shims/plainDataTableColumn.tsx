import { createElement, useContext, type ReactNode } from 'react';
import {
  DataTableCell,
  DataTableClasses,
  DataTableHeadCell,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { ColumnsSelectorItem } from './lazyColumnsSelector';
import { PlainBodyHiddenColumns } from './plainDataTableBody';
import { bodyCellClasses, classNames, PLAIN_DATA_TABLE } from './plainDataTableStyles';

/** A record's value at a source path ("title", "customer.name"). */
const valueAt = (record: RaRecord | undefined, source: string) =>
  source.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

const cellContent = ({ children, render, field, source }: Omit<DataTableColumnProps, 'ref'>, record: RaRecord | undefined): ReactNode => {
  if (children != null) return children;
  if (render) return record && render(record);
  if (field) return createElement(field, { source });
  const value = valueAt(record, source!);
  return value == null ? null : String(value);
};

/**
 * What react-admin's DataTable imports as its column (DataTable.Col, vite.config.ts): in a plain body
 * (plainDataTableBody), a body cell is a plain `td` rendered by the column itself, with react-admin's
 * and MUI's class names and the looks the table gives them. A cell with its own `sx` or `cellSx`, or
 * props a `td` would not take as react-admin passes them, is react-admin's DataTableCell; heads and the
 * column chooser are react-admin's.
 */
export const DataTableColumn = (props: Omit<DataTableColumnProps, 'ref'>) => {
  const renderContext = useDataTableRenderContext();
  const hiddenColumns = useContext(PlainBodyHiddenColumns);
  const record = useRecordContext();
  if (renderContext === 'columnsSelector') return <ColumnsSelectorItem {...props} />;
  if (renderContext === 'header') return <DataTableHeadCell {...props} />;
  // What react-admin's cell reads and MUI's TableCell would style from a prop; anything else goes to them.
  const { source, label, align, className, cellClassName, headerClassName: _h, disableSort: _d, sortByOrder: _s, render, field, children, ...rest } = props;
  const plain = renderContext === 'data' && hiddenColumns && Object.values(rest).every((value) => value == null) && (source || render || field || children);
  // In a plain body, MUI's cell learns it is a body cell from its variant (MUI's TableBody would tell it).
  if (!plain) return <DataTableCell {...props} {...(hiddenColumns && renderContext === 'data' ? { variant: 'body' as const } : {})} />;
  if (hiddenColumns.includes((source ?? label) as string)) return null;
  return (
    <td className={classNames(bodyCellClasses(align), PLAIN_DATA_TABLE.cell, DataTableClasses.rowCell, className, cellClassName, `column-${source}`)}>
      {cellContent(props, record)}
    </td>
  );
};
