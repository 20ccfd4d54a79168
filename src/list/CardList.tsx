import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { RecordContextProvider, useListContext, useResourceContext, useTranslate, type DataTableProps } from 'react-admin';
import type { CardLines } from '@domain/resources';
import { BulkBar } from './BulkBar';
import { CardItem } from './CardItem';
import { cardLinesOf, columnElements } from './cardColumns';
import { NoResults } from './NoResults';

const Cards = styled('ul')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& .ConsoleCard': { position: 'relative', overflow: 'hidden', borderBottom: `1px solid ${palette.divider}`, ...theme.typography.body2 },
    '& .ConsoleCard-face': {
      position: 'relative',
      zIndex: 1,
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.spacing(1),
      minHeight: 56,
      padding: theme.spacing(1.25, 2),
      transition: 'transform 150ms ease-out',
    },
    // A card that slides aside covers its tray with the list's own paper.
    '& .ConsoleCard-swipe': { touchAction: 'pan-y' },
    '& .ConsoleCard-swipe .ConsoleCard-face': { backgroundColor: palette.background.paper, backgroundImage: 'var(--Paper-overlay)' },
    '& .ConsoleCard-link:hover .ConsoleCard-face': { backgroundColor: palette.action.hover },
    '& .ConsoleCard-selected .ConsoleCard-face': { backgroundColor: palette.action.selected },
    // The focus ring is the card's: its link is stretched over it.
    '& .ConsoleCard:has(.ConsoleCard-open:focus-visible)': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
    '& .ConsoleCard-open': { color: 'inherit', textDecoration: 'none', outline: 'none' },
    '& .ConsoleCard-open::after': { content: '""', position: 'absolute', inset: 0 },
    // What a card holds that is a control of its own sits above its stretched link.
    '& .ConsoleCard-check, & .ConsoleCard-line a, & .ConsoleCard-status, & .ConsoleCard-expand, & .ConsoleCard-more': { position: 'relative', zIndex: 1 },
    '& .ConsoleCard-check': { margin: theme.spacing(-1, 0, -1, -1.5) },
    '& .ConsoleCard-expand, & .ConsoleCard-more': { margin: theme.spacing(-1, 0) },
    '& .ConsoleCard-expand': { marginLeft: theme.spacing(-1.5), '& svg': { transition: 'transform 150ms' } },
    '& .ConsoleCard-expanded svg': { transform: 'rotate(90deg)' },
    '& .ConsoleCard-leaf': { flex: '0 0 auto', width: 44, marginLeft: theme.spacing(-1.5) },
    '& .ConsoleCard-more': { marginRight: theme.spacing(-1), flex: '0 0 auto' },
    '& .ConsoleCard-body': { flex: '1 1 auto', minWidth: 0 },
    '& .ConsoleCard-first': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 24 },
    '& .ConsoleCard-title': { flex: '1 1 auto', minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' },
    '& .ConsoleCard-status': { flex: '0 0 auto' },
    '& .ConsoleCard-money': { flex: '0 0 auto', marginLeft: 'auto', textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& .ConsoleCard-line': { color: palette.text.secondary, overflowWrap: 'anywhere', marginTop: 2 },
    // The actions under the card's face, shown as it slides aside; hidden (and out of Tab's way) once it is back.
    '& .ConsoleCard-tray': {
      position: 'absolute',
      zIndex: 0,
      top: 0,
      bottom: 0,
      right: 0,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(0, 1),
      backgroundColor: palette.background.default,
      visibility: 'hidden',
      transition: 'visibility 0s linear 150ms',
    },
    '& .ConsoleCard-revealed .ConsoleCard-tray': { visibility: 'visible', transitionDelay: '0s' },
    '& .ConsoleCard-branch': { paddingLeft: theme.spacing(3), borderBottom: `1px solid ${palette.divider}` },
    '& .ConsoleCard-branch .ConsoleCard:last-child': { borderBottom: 0 },
    '@media (prefers-reduced-motion: reduce)': { '& .ConsoleCard-face, & .ConsoleCard-tray, & .ConsoleCard-expand svg': { transition: 'none' } },
  };
});

interface CardListProps {
  /** The table's columns: a card shows those its lines name. */
  columns: ReactNode;
  lines: CardLines | 'columns';
  rowClick?: DataTableProps['rowClick'];
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  expand?: DataTableProps['expand'];
  isRowExpandable?: DataTableProps['isRowExpandable'];
}

/**
 * A list's records as cards, for a phone: what ConsoleDataTable shows in a list page below the small
 * breakpoint, from the same columns, with the lines the resource table chooses. Bulk actions, when the
 * table has them, come from a check box on each card and a bar at the bottom of the window; a tree's
 * branches (the table's expand panel) open under their card.
 */
export const CardList = ({ columns, lines, rowClick, bulkActionButtons, expand, isRowExpandable }: CardListProps) => {
  const { data, isPending } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const elements = columnElements(columns);
  const cardLines = cardLinesOf(elements, lines);
  const bulk = bulkActionButtons !== undefined && bulkActionButtons !== false && bulkActionButtons !== true ? bulkActionButtons : null;
  if (isPending) return null;
  if (!data?.length)
    return (
      <div className="ConsoleCardList-empty">
        <NoResults resource={resource} />
      </div>
    );
  return (
    <>
      <Cards className="ConsoleCardList" aria-label={translate('app.list.records')}>
        {data.map((record, index) => (
          <RecordContextProvider value={record} key={record.id ?? `card${index}`}>
            <CardItem columns={elements} lines={cardLines} rowClick={rowClick} selectable={bulk !== null} expand={expand} isRowExpandable={isRowExpandable} />
          </RecordContextProvider>
        ))}
      </Cards>
      {bulk && <BulkBar>{bulk}</BulkBar>}
    </>
  );
};
