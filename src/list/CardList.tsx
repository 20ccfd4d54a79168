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
    '& .ConsoleCard': {
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.spacing(1),
      minHeight: 56,
      padding: theme.spacing(1.25, 2),
      borderBottom: `1px solid ${palette.divider}`,
      ...theme.typography.body2,
    },
    '& .ConsoleCard-link:hover': { backgroundColor: palette.action.hover },
    '& .ConsoleCard-selected': { backgroundColor: palette.action.selected },
    // The focus ring is the card's: its link is stretched over it.
    '& .ConsoleCard:has(.ConsoleCard-open:focus-visible)': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
    '& .ConsoleCard-open': { color: 'inherit', textDecoration: 'none', outline: 'none' },
    '& .ConsoleCard-open::after': { content: '""', position: 'absolute', inset: 0 },
    // What a card holds that is a control of its own sits above its stretched link.
    '& .ConsoleCard-check, & .ConsoleCard-line a, & .ConsoleCard-actions, & .ConsoleCard-status': { position: 'relative', zIndex: 1 },
    '& .ConsoleCard-check': { margin: theme.spacing(-1, 0, -1, -1.5) },
    '& .ConsoleCard-body': { flex: '1 1 auto', minWidth: 0 },
    '& .ConsoleCard-first': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 24 },
    '& .ConsoleCard-title': { flex: '1 1 auto', minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' },
    '& .ConsoleCard-status': { flex: '0 0 auto' },
    '& .ConsoleCard-money': { flex: '0 0 auto', marginLeft: 'auto', textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& .ConsoleCard-line': { color: palette.text.secondary, overflowWrap: 'anywhere', marginTop: 2 },
    '& .ConsoleCard-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(0.5) },
  };
});

interface CardListProps {
  /** The table's columns: a card shows those its lines name. */
  columns: ReactNode;
  lines: CardLines | 'columns';
  rowClick?: DataTableProps['rowClick'];
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
}

/**
 * A list's records as cards, for a phone: what ConsoleDataTable shows in a list page below the small
 * breakpoint, from the same columns, with the lines the resource table chooses. Bulk actions, when the
 * table has them, come from a check box on each card and a bar at the bottom of the window.
 */
export const CardList = ({ columns, lines, rowClick, bulkActionButtons }: CardListProps) => {
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
            <CardItem columns={elements} lines={cardLines} rowClick={rowClick} selectable={bulk !== null} />
          </RecordContextProvider>
        ))}
      </Cards>
      {bulk && <BulkBar>{bulk}</BulkBar>}
    </>
  );
};
