import { createElement, isValidElement, useContext, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import {
  DataTableCell,
  DataTableClasses,
  NumberField,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
  type DataTableNumberColumnProps,
  type RaRecord,
} from 'react-admin';
import { deferredParts } from '../lazy/deferredParts';
import { CardCell } from './cardMode';
import { HeadCell } from './HeadCell';
import { PlainBodyHiddenColumns } from './TableBody';
import { bodyCellClasses, classNames, PLAIN_DATA_TABLE } from './tableStyles';

/** The column chooser's item, which only shows inside react-admin's DataTable's ColumnsButton menu. */
const ColumnsSelectorItem = deferredParts(() => import('./reactAdminTable'), { ownSuspense: true })('ColumnsSelectorItem');

type ColumnProps<RecordType extends RaRecord> = Omit<DataTableColumnProps<RecordType>, 'ref'>;
/** The props as react-admin's own column parts type them. */
type ReactAdminColumnProps = Omit<DataTableColumnProps, 'ref'>;

/** A record's value at a source path ("title", "customer.name"). */
const valueAt = (record: RaRecord | undefined, source: string) =>
  source.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

const cellContent = <RecordType extends RaRecord>({ children, render, field, source }: ColumnProps<RecordType>, record: RecordType | undefined): ReactNode => {
  if (children != null) return children;
  if (render) return record && render(record);
  if (field) return createElement(field, { source });
  const value = valueAt(record, source!);
  return value == null ? null : String(value);
};

/**
 * The console's table column (ConsoleDataTable.Col), with DataTable.Col's props: its head is
 * the console's HeadCell (react-admin's DataTableHeadCell without its Tooltip); in the console's plain body (TableBody), a body cell is a plain
 * `td` with react-admin's and MUI's class names and the looks the table gives them. A cell with its
 * own `sx` or `cellSx`, or props a `td` would not take, and every cell of react-admin's own DataTable,
 * is react-admin's DataTableCell.
 */
export const TableColumn = <RecordType extends RaRecord = RaRecord>(props: ColumnProps<RecordType>) => {
  const renderContext = useDataTableRenderContext();
  const hiddenColumns = useContext(PlainBodyHiddenColumns);
  const record = useRecordContext<RecordType>();
  const card = useContext(CardCell);
  if (card) {
    const content = cellContent(props, record);
    // A status given as text (a choice's name) becomes a chip; a field of its own (a chip already) stays.
    return card === 'chip' && content != null && content !== '' && !isValidElement(content) ? <Chip size="small" label={content} /> : <>{content}</>;
  }
  if (renderContext === 'columnsSelector') return <ColumnsSelectorItem {...(props as unknown as ReactAdminColumnProps)} />;
  if (renderContext === 'header') return <HeadCell {...(props as unknown as ReactAdminColumnProps)} />;
  // What react-admin's cell reads and MUI's TableCell would style from a prop; anything else goes to them.
  const { source, label, align, className, cellClassName, headerClassName: _h, disableSort: _d, sortByOrder: _s, render, field, children, ...rest } = props;
  const plain = renderContext === 'data' && hiddenColumns && Object.values(rest).every((value) => value == null) && (source || render || field || children);
  // In a plain body, MUI's cell learns it is a body cell from its variant (MUI's TableBody would tell it).
  if (!plain) return <DataTableCell {...(props as unknown as ReactAdminColumnProps)} {...(hiddenColumns && renderContext === 'data' ? { variant: 'body' as const } : {})} />;
  if (hiddenColumns.includes((source ?? label) as string)) return null;
  return (
    <td className={classNames(bodyCellClasses(align), PLAIN_DATA_TABLE.cell, DataTableClasses.rowCell, className, cellClassName, `column-${source}`)}>
      {cellContent(props, record)}
    </td>
  );
};

/** A number column (ConsoleDataTable.NumberCol, as DataTable.NumberCol): right aligned, through react-admin's NumberField. */
export const TableNumberColumn = ({ source, options, locales, ...rest }: Omit<DataTableNumberColumnProps, 'ref'>) => (
  <TableColumn source={source} {...rest} align="right">
    <NumberField source={source} options={options} locales={locales} />
  </TableColumn>
);
