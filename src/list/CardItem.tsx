import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Checkbox from '@mui/material/Checkbox';
import {
  FieldTitle,
  useGetPathForRecord,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import type { CardLines } from '@domain/resources';
import { CardCell } from './cardMode';
import { findColumn, type columnElements } from './cardColumns';

type Columns = ReturnType<typeof columnElements>;

/** The link a card's record opens, as the table's row click would: rowClick, else its show or edit page. */
const useCardPath = (rowClick: DataTableProps['rowClick']) => {
  const link = useCallback(
    (record: RaRecord, resource: string) => (typeof rowClick === 'function' ? (rowClick(record.id, resource, record) ?? false) : (rowClick ?? false)),
    [rowClick],
  );
  const opens = rowClick === undefined || (rowClick !== false && rowClick !== 'expand' && rowClick !== 'toggleSelection');
  const path = useGetPathForRecord({ link: !opens ? false : typeof rowClick === 'function' ? link : (rowClick as string | undefined) });
  return opens ? path : false;
};

interface CardItemProps {
  columns: Columns;
  lines: CardLines;
  rowClick: DataTableProps['rowClick'];
  selectable: boolean;
}

/**
 * One record as a card: its first line (its name or number) the link to the record, stretched over the
 * whole card so that a tap anywhere opens it and Tab stops once; its status as a chip and its amount at
 * the right of that line; then one or two lines more, and its buttons when the resource names a column of them.
 */
export const CardItem = ({ columns, lines, rowClick, selectable }: CardItemProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  const path = useCardPath(rowClick);
  if (!record) return null;
  const cell = (name: string | undefined, as: 'plain' | 'chip' = 'plain'): ReactNode => {
    const column = findColumn(columns, name);
    return column ? <CardCell value={as}>{column}</CardCell> : null;
  };
  // A bare number on a line of its own says nothing: it comes with its column's name ("Products: 12").
  const line = (name: string) =>
    typeof record[name] === 'number' ? (
      <>
        <FieldTitle source={name} label={findColumn(columns, name)?.props.label as string | undefined} resource={resource} />: {cell(name)}
      </>
    ) : (
      cell(name)
    );
  const [first, second, third] = lines.lines;
  const title = cell(first);
  const selected = selectedIds.includes(record.id);
  return (
    <li className={['ConsoleCard', path ? 'ConsoleCard-link' : '', selected ? 'ConsoleCard-selected' : ''].join(' ')} data-testid="console-card">
      {selectable && (
        <Checkbox
          className="ConsoleCard-check"
          checked={selected}
          onChange={() => onToggleItem(record.id)}
          slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
        />
      )}
      <div className="ConsoleCard-body">
        <div className="ConsoleCard-first">
          <span className="ConsoleCard-title">
            {path ? (
              <Link to={path} state={{ _scrollToTop: true }} className="ConsoleCard-open" data-resource={resource}>
                {title}
              </Link>
            ) : (
              title
            )}
          </span>
          {lines.status && <span className="ConsoleCard-status">{cell(lines.status, 'chip')}</span>}
          {lines.money && <span className="ConsoleCard-money">{cell(lines.money)}</span>}
        </div>
        {second && <div className="ConsoleCard-line">{line(second)}</div>}
        {third && <div className="ConsoleCard-line">{line(third)}</div>}
        {lines.actions && <div className="ConsoleCard-actions">{cell(lines.actions)}</div>}
      </div>
    </li>
  );
};
