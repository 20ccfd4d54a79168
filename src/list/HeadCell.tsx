import { TableCell, TableSortLabel } from '@mui/material';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
} from 'react-admin';
import { Tooltip } from '../layout/DeferredTooltip';
import { classNames } from './tableStyles';

const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * A column's head in the console's table, as react-admin's DataTableHeadCell (its classes, sort label
 * and hidden columns) with its "Sort by" hint in the console's deferred Tooltip: MUI's Tooltip and
 * Popper would otherwise load with every list page.
 */
export const HeadCell = (props: Omit<DataTableColumnProps, 'ref'>) => {
  const { cellSx: _c, className, cellClassName: _cc, disableSort, headerClassName, field: _f, render: _r, source, label, sortByOrder, children: _ch, ...rest } = props;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hiddenColumns.includes(source ?? (label as string))) return null;
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const nextOrder = sort && sort.field === source ? opposite[sort.order] : (sortByOrder ?? 'ASC');
  const hint = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${nextOrder}`),
    _: translate('ra.action.sort'),
  });
  return (
    <TableCell className={classNames(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)} variant="head" {...rest}>
      {handleSort && sort && !disableSort && source ? (
        <Tooltip title={hint} placement={props.align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={300}>
          <TableSortLabel
            active={sort.field === source}
            direction={sort.order === 'ASC' ? 'asc' : 'desc'}
            data-field={source}
            data-order={sortByOrder || 'ASC'}
            onClick={handleSort}
          >
            {title}
          </TableSortLabel>
        </Tooltip>
      ) : (
        title
      )}
    </TableCell>
  );
};
