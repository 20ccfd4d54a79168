import { lazy, Suspense } from 'react';
import { TableHead, TableRow, Table } from '@mui/material';
import {
  DataTableBase,
  DataTableClasses,
  DataTableLoading,
  DataTableRenderContext,
  DataTableRoot,
  useResourceContext,
  type DataTableProps,
} from 'react-admin';
import { CardList } from './CardList';
import { NoResults } from './NoResults';
import { useListCardMode } from './cardMode';
import { TableBody } from './TableBody';
import { TableColumn, TableNumberColumn } from './TableColumn';
import { classNames } from './tableStyles';

/**
 * react-admin's DataTable, for the tables with bulk actions, expand panels or row styles; its rows are
 * the console's (KeyboardBody, through DataTable's `body` prop) unless the table brings a body of its own.
 */
const ReactAdminDataTable = lazy(async () => {
  const { DataTable, KeyboardBody } = await import('./reactAdminTable');
  return { default: ({ body = KeyboardBody, ...props }: DataTableProps) => <DataTable body={body} {...props} /> };
});

const needsReactAdminTable = ({ bulkActionButtons, bulkActionsToolbar, expand, rowSx, body, head }: DataTableProps) =>
  (bulkActionButtons !== undefined && bulkActionButtons !== false) || bulkActionsToolbar || expand || rowSx || body || head;

/**
 * The console's table of a list's records, on ra-core's headless DataTableBase: react-admin's
 * DataTable root, head cells and sort, with the console's plain body (TableBody) and columns
 * (TableColumn). A table with bulk actions, expand panels or row styles is react-admin's DataTable,
 * loaded with the first such table, with the same columns. Every list uses it (and not
 * react-admin's DataTable), so lists without those parts load none of their code. In a list page on a
 * phone, the same columns make cards (CardList).
 */
export const ConsoleDataTable = (props: DataTableProps) => {
  const resource = useResourceContext(props);
  const cards = useListCardMode();
  if (cards)
    return (
      <CardList
        columns={props.children}
        lines={cards}
        rowClick={props.rowClick}
        bulkActionButtons={props.bulkActionButtons}
        expand={props.expand}
        isRowExpandable={props.isRowExpandable}
      />
    );
  if (needsReactAdminTable(props))
    return (
      <Suspense fallback={null}>
        <ReactAdminDataTable {...props} />
      </Suspense>
    );
  const { children, className, sx, empty, size = 'small', hover, rowClick, storeKey, hiddenColumns, ...rest } = props;
  const columnCount = Array.isArray(children) ? children.length : 1;
  return (
    <DataTableBase
      {...rest}
      rowClick={rowClick}
      storeKey={storeKey ?? `${resource}.datatable`}
      hiddenColumns={hiddenColumns}
      hover={hover}
      hasBulkActions={false}
      loading={<DataTableLoading className={className} hasBulkActions={false} nbChildren={columnCount} size={size} />}
      empty={empty === undefined ? <NoResults resource={resource} /> : empty}
    >
      <DataTableRoot sx={sx} className={classNames(DataTableClasses.root, className)}>
        <div className={DataTableClasses.tableWrapper}>
          <Table className={DataTableClasses.table} size={size}>
            <DataTableRenderContext value="header">
              <TableHead className={DataTableClasses.thead}>
                <TableRow className={classNames(DataTableClasses.row, DataTableClasses.headerRow)}>{children}</TableRow>
              </TableHead>
            </DataTableRenderContext>
            <TableBody>{children}</TableBody>
          </Table>
        </div>
      </DataTableRoot>
    </DataTableBase>
  );
};

ConsoleDataTable.Col = TableColumn;
ConsoleDataTable.NumberCol = TableNumberColumn;
