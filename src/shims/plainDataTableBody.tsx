import { createContext, lazy, Suspense, useContext, useEffect, type MouseEvent } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
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
import { SelectRowCheckbox } from './lazyBulkParts';
import { whenIdle } from './whenIdle';
import { bodyCellClasses, classNames, PLAIN_DATA_TABLE } from './plainDataTableStyles';

/** The DataTable's hidden columns, read once by the plain body for all its cells (react-admin's cells read the store each). */
export const PlainBodyHiddenColumns = createContext<readonly string[] | undefined>(undefined);

const isPromiseLike = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> => typeof (value as PromiseLike<T> | null)?.then === 'function';

/** What a click on a row does, as react-admin's DataTableRow does it (rowClick, else the record's page). */
const useRowClick = (data: RaRecord[] | undefined) => {
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext()!;
  const navigate = useNavigate();
  const getPathForRecord = useGetPathForRecordCallback();
  return async (event: MouseEvent<HTMLTableSectionElement>) => {
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
      handleToggleItem(record.id, event);
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
 * A DataTable's rows as plain `tr`s and their cells (plainDataTableColumn) as plain `td`s, styled
 * once from the table (plainDataTableStyles): react-admin's DataTableRow and DataTableCell wrap each
 * in MUI's TableRow and TableCell and their styled roots, and read the store and the theme each, some
 * ten components a cell, 690 of a product list's 1,950 on its first screen. One click handler on the
 * body stands for the rows'. Rows with expand panels or their own `sx` are react-admin's.
 */
const PlainBody = ({ children, className }: DataTableBodyProps) => {
  const data = useDataTableDataContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore(storeKey, defaultHiddenColumns);
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const { hasShow, hasEdit } = useResourceDefinition();
  const onClick = useRowClick(data);
  usePreloadedRecordScreen(rowClick, hasShow, hasEdit);
  const clickable = Boolean(rowClick ?? (hasShow || hasEdit));
  return (
    <PlainBodyHiddenColumns value={hiddenColumns}>
      <tbody className={classNames('MuiTableBody-root', 'datatable-body', className, DataTableClasses.tbody, PLAIN_DATA_TABLE.body)} onClick={onClick}>
        {data?.map((record, rowIndex) => (
          <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
            <tr
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
              {hasBulkActions && handleToggleItem && (
                <td className={classNames(bodyCellClasses(undefined, 'checkbox'), PLAIN_DATA_TABLE.cell)}>
                  <SelectRowCheckbox />
                </td>
              )}
              {children}
            </tr>
          </RecordContextProvider>
        ))}
      </tbody>
    </PlainBodyHiddenColumns>
  );
};

/** react-admin's body and rows (with expand panels), loaded with the first table that needs them. */
const RaDataTableBody = lazy(() => import('./raDataTableBody'));

/** What react-admin's DataTable imports as its body (vite.config.ts): the plain one, unless a row needs react-admin's. */
export const DataTableBody = (props: DataTableBodyProps) => {
  const { expand } = useDataTableConfigContext();
  const rowSx = useDataTableRowSxContext();
  if (!props.row && !expand && !rowSx) return <PlainBody {...props} />;
  return (
    <Suspense fallback={null}>
      <RaDataTableBody {...props} />
    </Suspense>
  );
};
