import { createContext, useContext, useEffect, type KeyboardEvent, type MouseEvent } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useResourceDefinition,
  useStore,
  type DataTableBodyProps,
  type RaRecord,
} from 'react-admin';
import { ScreenPreloadContext } from '../routes/screenPreload';
import { whenIdle } from '../lazy/whenIdle';
import { classNames, PLAIN_DATA_TABLE } from './tableStyles';

/** The table's hidden columns, read once by the plain body for all its cells (react-admin's cells read the store each). */
export const PlainBodyHiddenColumns = createContext<readonly string[] | undefined>(undefined);

const isPromiseLike = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> => typeof (value as PromiseLike<T> | null)?.then === 'function';

/** What a click on a row does, as react-admin's DataTableRow does it (rowClick, else the record's page). */
const useRowClick = (data: RaRecord[] | undefined) => {
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext()!;
  const navigate = useNavigate();
  const getPathForRecord = useGetPathForRecordCallback();
  return async (event: MouseEvent<HTMLTableSectionElement> | KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as Node;
    const rowIndex = Array.prototype.findIndex.call(event.currentTarget.rows, (row: HTMLTableRowElement) => row.contains(target));
    const record = data?.[rowIndex];
    if (!record) return;
    const chosen = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
    // Awaited only when a promise, so that a selection's click stops here, before its ancestors see it.
    const link = isPromiseLike(chosen) ? await chosen : chosen;
    if (link === 'expand') {
      event.stopPropagation();
      return;
    }
    if (link === 'toggleSelection') {
      if (!handleToggleItem || (isRowSelectable && !isRowSelectable(record))) return;
      handleToggleItem(record.id, event as MouseEvent);
      event.stopPropagation();
      return;
    }
    const path = await getPathForRecord({ record, resource, link });
    if (path) navigate(path, { state: { _scrollToTop: true } });
  };
};

/**
 * Loads, once the page is idle, the screen a click on a row opens (its record's show or edit view, as
 * rowClick or the resource's views say): the click then shows the record without waiting for its code.
 */
const usePreloadedRecordScreen = (rowClick: unknown, hasShow = false, hasEdit = false) => {
  const resource = useResourceContext();
  const preloadScreen = useContext(ScreenPreloadContext);
  const view = rowClick === 'show' || rowClick === 'edit' ? rowClick : rowClick === undefined && (hasShow ? 'show' : hasEdit ? 'edit' : undefined);
  useEffect(() => {
    if (view) whenIdle(() => void preloadScreen(resource, view).catch(() => undefined));
  }, [preloadScreen, resource, view]);
};

/**
 * The console table's rows as plain `tr`s and their cells (TableColumn) as plain `td`s, styled once
 * from the table (tableStyles): react-admin's DataTableRow and DataTableCell wrap each in MUI's
 * TableRow and TableCell and their styled roots, some ten components a cell. One click handler on
 * the body stands for the rows'; a row that opens its record takes the focus (Tab) and Enter. Passed to no DataTable: ConsoleDataTable renders it itself.
 */
export const TableBody = ({ children, className }: DataTableBodyProps) => {
  const data = useDataTableDataContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore(storeKey, defaultHiddenColumns);
  const { hover = true } = useDataTableConfigContext();
  const { isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const { hasShow, hasEdit } = useResourceDefinition();
  const onClick = useRowClick(data);
  usePreloadedRecordScreen(rowClick, hasShow, hasEdit);
  const clickable = Boolean(rowClick ?? (hasShow || hasEdit));
  // A row that opens its record is a stop of Tab's, and Enter on it does what a click does.
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'TR') void onClick(event);
  };
  return (
    <PlainBodyHiddenColumns value={hiddenColumns}>
      <tbody className={classNames('MuiTableBody-root', 'datatable-body', className, DataTableClasses.tbody, PLAIN_DATA_TABLE.body)} onClick={onClick} onKeyDown={clickable ? onKeyDown : undefined}>
        {data?.map((record, rowIndex) => (
          <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
            <tr
              tabIndex={clickable ? 0 : undefined}
              className={classNames(
                'MuiTableRow-root',
                hover && 'MuiTableRow-hover',
                PLAIN_DATA_TABLE.row,
                DataTableClasses.row,
                rowIndex % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd,
                (!isRowSelectable || isRowSelectable(record)) && DataTableClasses.selectable,
                clickable && DataTableClasses.clickableRow,
              )}
            >
              {children}
            </tr>
          </RecordContextProvider>
        ))}
      </tbody>
    </PlainBodyHiddenColumns>
  );
};
