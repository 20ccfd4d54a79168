import { isValidElement, createElement, useCallback, useId, type ComponentType, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {
  FieldTitle,
  useExpanded,
  useGetPathForRecord,
  useGetRecordRepresentation,
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
import { useSwipeReveal } from './useSwipeReveal';

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
  /** The table's expand panel (a tree's next level): shown under the card, indented, by its toggle button. */
  expand?: DataTableProps['expand'];
  isRowExpandable?: DataTableProps['isRowExpandable'];
}

/** The record's name for the labels of its card's buttons. */
const useRecordName = (record: RaRecord | undefined, resource: string | undefined) => {
  const represent = useGetRecordRepresentation(resource);
  if (!record) return '';
  const name: unknown = represent(record);
  return typeof name === 'string' || typeof name === 'number' ? String(name) : String(record.id);
};

/**
 * One record as a card: its first line (its name or number) the link to the record, stretched over the
 * whole card so that a tap anywhere opens it and Tab stops once; its status as a chip and its amount at
 * the right of that line; then one or two lines more. When the resource names a column of buttons, a
 * swipe to the left (or the card's actions button) slides the card aside over them; when the table
 * expands rows (a tree), a toggle shows the record's branch under it as cards one level in.
 */
export const CardItem = ({ columns, lines, rowClick, selectable, expand, isRowExpandable }: CardItemProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  const path = useCardPath(rowClick);
  const name = useRecordName(record, resource);
  const [expanded, toggleExpanded] = useExpanded(resource ?? '', record?.id ?? '');
  const { open: trayOpen, setOpen: setTrayOpen, faceRef, trayRef, handlers: swipeHandlers } = useSwipeReveal();
  const ids = useId();
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
  const actions = lines.actions ? cell(lines.actions) : null;
  const expandable = Boolean(expand) && (!isRowExpandable || isRowExpandable(record));
  const trayId = `${ids}tray`;
  const branchId = `${ids}branch`;
  const closeTray = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !trayOpen) return;
    event.stopPropagation();
    setTrayOpen(false);
    document.getElementById(`${ids}more`)?.focus();
  };
  return (
    <>
      <li
        className={['ConsoleCard', path ? 'ConsoleCard-link' : '', selected ? 'ConsoleCard-selected' : '', actions ? 'ConsoleCard-swipe' : '', trayOpen ? 'ConsoleCard-revealed' : '']
          .filter(Boolean)
          .join(' ')}
        data-testid="console-card"
        {...(actions ? swipeHandlers : {})}
      >
        <div className="ConsoleCard-face" ref={faceRef}>
          {expandable && (
            <IconButton
              className={['ConsoleCard-expand', expanded ? 'ConsoleCard-expanded' : ''].join(' ')}
              aria-label={translate('app.list.branch', { name })}
              aria-expanded={expanded}
              aria-controls={expanded ? branchId : undefined}
              onClick={toggleExpanded}
            >
              <ChevronRightIcon />
            </IconButton>
          )}
          {/* A leaf of a tree keeps its siblings' indent, where their toggle is. */}
          {Boolean(expand) && !expandable && <span className="ConsoleCard-leaf" />}
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
          </div>
          {actions && (
            <IconButton
              id={`${ids}more`}
              className="ConsoleCard-more"
              aria-label={translate('app.list.card_actions', { name })}
              aria-expanded={trayOpen}
              aria-controls={trayId}
              onClick={() => {
                setTrayOpen(!trayOpen);
                // Opened by the button, the tray takes the focus: its first action is the next Tab stop away otherwise.
                if (!trayOpen) requestAnimationFrame(() => trayRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus());
              }}
            >
              <MoreHorizIcon />
            </IconButton>
          )}
        </div>
        {actions && (
          <div className="ConsoleCard-tray" id={trayId} ref={trayRef} onKeyDown={closeTray}>
            {actions}
          </div>
        )}
      </li>
      {expandable && expanded && (
        <li className="ConsoleCard-branch" id={branchId}>
          {isValidElement(expand) ? (expand as ReactElement) : createElement(expand as ComponentType)}
        </li>
      )}
    </>
  );
};
