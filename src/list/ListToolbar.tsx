import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { FilterContext } from 'react-admin';
import { LIST_CLASSES } from './listClasses';
import { FilterBar } from './FilterBar';

/** The toolbar's layout, as react-admin's list toolbar lays out its filter form and actions. */
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: { backgroundColor: (theme.vars ?? theme).palette.background.paper, flexWrap: 'inherit', flexDirection: 'column-reverse' },
}));

/**
 * A list's toolbar: its filter bar (FilterBar, loaded after the rows) on the left, its actions on the
 * right; the filters go to the FilterContext that react-admin's FilterButton reads.
 */
export const ListToolbar = ({ filters, actions }: { filters?: ReactNode[]; actions?: ReactNode }) => {
  const toolbar = (
    <Toolbar className={`RaListToolbar-root ${LIST_CLASSES.actions}`}>
      {filters ? <FilterBar /> : null}
      <span />
      {actions}
    </Toolbar>
  );
  return filters ? <FilterContext value={filters}>{toolbar}</FilterContext> : toolbar;
};
