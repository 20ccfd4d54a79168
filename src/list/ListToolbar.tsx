import { lazy, Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { FilterContext } from 'react-admin';
import { LIST_CLASSES } from './listClasses';
import { FilterBar } from './FilterBar';
import { useListCardMode } from './cardMode';

/** The phone's filter drawer (MUI's Drawer and Badge), loaded by a list of cards only: a desktop's list page goes without its code. */
const FilterDrawer = lazy(async () => ({ default: (await import('./FilterDrawer')).FilterDrawer }));
/** Its button's room on the row while its code loads, so the actions do not move when it comes. */
const drawerRoom = <span style={{ width: 44, height: 44, marginRight: 'auto' }} />;

/** The toolbar's layout, as react-admin's list toolbar lays out its filter form and actions. */
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: { backgroundColor: (theme.vars ?? theme).palette.background.paper, flexWrap: 'inherit', flexDirection: 'column-reverse' },
  // A list of cards: the filter drawer's button and the actions on one row, wrapping (never clipped) in longer languages.
  '&.ConsoleListToolbar-cards': {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    // The actions' own toolbar lends its buttons to this row, so that only what does not fit wraps.
    '& > .MuiToolbar-root': { display: 'contents' },
    '& > .ConsoleFilterDrawer-button': { marginRight: 'auto' },
    // 44 px targets, MUI's large icon buttons' 48 would wrap a row of five at 390 px.
    '& .MuiIconButton-sizeLarge': { padding: 10 },
  },
}));

/**
 * A list's toolbar: its filter bar (FilterBar, loaded after the rows) on the left, its actions on the
 * right; the filters go to the FilterContext that react-admin's FilterButton reads. A list of cards
 * has its filters in a drawer (FilterDrawer) instead.
 */
export const ListToolbar = ({
  filters,
  actions,
  filterDefaultValues,
}: {
  filters?: ReactNode[];
  actions?: ReactNode;
  filterDefaultValues?: Record<string, unknown>;
}) => {
  const cards = useListCardMode();
  const toolbar = (
    // A list of cards keeps its filter button and actions on one row (the filter bar went to a drawer).
    <Toolbar className={`RaListToolbar-root ${LIST_CLASSES.actions}${cards ? ' ConsoleListToolbar-cards' : ''}`}>
      {filters ? (
        cards ? (
          <Suspense fallback={drawerRoom}>
            <FilterDrawer defaults={filterDefaultValues} />
          </Suspense>
        ) : (
          <FilterBar />
        )
      ) : null}
      {!cards && <span />}
      {actions}
    </Toolbar>
  );
  return filters ? <FilterContext value={filters}>{toolbar}</FilterContext> : toolbar;
};
