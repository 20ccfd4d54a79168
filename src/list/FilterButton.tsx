import { lazy } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useFilterContext, useListContext, type FilterButtonProps } from 'react-admin';
import { MountedWhenIdle } from '../lazy/MountedWhenIdle';
import { useListCardMode } from './cardMode';
import { ToolbarButton } from './ToolbarButton';

/** react-admin's FilterButton, whose saved-query dialogs (MUI Dialog and TextField) would load with every list. */
const ReactAdminFilterButton = lazy(() => import('./reactAdminFilterButton'));

/** The button as react-admin's renders it closed, while its code loads: a list's toolbar does not change when it comes. */
const ClosedFilterButton = ({ variant, size }: Pick<FilterButtonProps, 'variant' | 'size'>) => {
  const filters = useFilterContext() ?? [];
  const { filterValues } = useListContext();
  const togglable = filters.some((filter) => !(filter as { props?: { alwaysOn?: boolean } }).props?.alwaysOn);
  if (!togglable && Object.keys(filterValues).length === 0) return null;
  return (
    <div className="RaFilterButton-root" style={{ display: 'inline-block' }}>
      <ToolbarButton className="add-filter" label="ra.action.add_filter" aria-haspopup="true" variant={variant} size={size} icon={<FilterListIcon />} />
    </div>
  );
};

/**
 * A list's "Add filter" button: react-admin's, loaded once the list's first rows are shown, its closed look meanwhile.
 * None in a list of cards, whose filter drawer shows every filter.
 */
export const FilterButton = (props: FilterButtonProps) =>
  useListCardMode() ? null : (
    <MountedWhenIdle fallback={<ClosedFilterButton variant={props.variant} size={props.size} />}>
      <ReactAdminFilterButton {...props} />
    </MountedWhenIdle>
  );
