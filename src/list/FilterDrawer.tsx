import { cloneElement, isValidElement, Suspense, useId, useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterContext, useFilterContext, useListContext, useTranslate } from 'react-admin';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';
import { Tooltip } from '../layout/DeferredTooltip';

/** A filter value that filters: not empty. */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** How many of the list's filters are set, and not to the value the list opens with ("all", expired hidden). */
export const activeFilterCount = (filterValues: Record<string, unknown>, defaults: Record<string, unknown> = {}) =>
  Object.entries(filterValues).filter(([name, value]) => isSet(value) && JSON.stringify(value) !== JSON.stringify(defaults[name])).length;

const noDefaults = {};

/**
 * A list of cards' filters: one button (an icon, 44 px, on the toolbar's row beside the list's actions)
 * whose badge says how many are set, opening a drawer from the bottom
 * with every filter of the list shown (react-admin's filter form, each input always on), a button that
 * takes them back to the list's defaults and one that closes the drawer on the results.
 */
export const FilterDrawer = ({ defaults = noDefaults }: { defaults?: Record<string, unknown> }) => {
  const translate = useTranslate();
  const filters = useFilterContext();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  // The form's code loads with the first opening; it stays mounted after, so a value typed just before closing applies.
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const shown = useMemo(
    () => (filters ?? []).map((filter) => (isValidElement<{ alwaysOn?: boolean }>(filter) ? cloneElement(filter, { alwaysOn: true }) : filter)),
    [filters],
  );
  const count = activeFilterCount(filterValues as Record<string, unknown>, defaults);
  const close = () => setOpen(false);
  // "Filters: 2 set", not "Filters (2)": axe drops a parenthesis from the name before it looks for the badge's 2 in it.
  const label = count ? translate('app.list.filters_active', { smart_count: count }) : translate('app.list.filters');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="primary"
          className="ConsoleFilterDrawer-button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {/* Without filters set, no badge: MUI's hidden one still holds a "0" axe reads as the button's visible text. */}
          {count ? (
            <Badge badgeContent={count} color="primary">
              <FilterListIcon />
            </Badge>
          ) : (
            <FilterListIcon />
          )}
        </IconButton>
      </Tooltip>
      <Drawer anchor="bottom" open={open} onClose={close} keepMounted={opened} slotProps={{ paper: { 'aria-labelledby': titleId, sx: { maxHeight: '85vh' } } }}>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {translate('app.list.filters_title')}
          </Typography>
          <Box
            sx={{
              '& .RaFilterForm-root, & form': { flexDirection: 'column', alignItems: 'stretch', flexWrap: 'nowrap', minHeight: 0, p: 0 },
              '& .RaFilterFormInput-root, & .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%', m: 0 },
              '& .RaFilterFormInput-spacer, & .RaFilterFormInput-hideButton': { display: 'none' },
            }}
          >
            {opened && (
              <FilterContext value={shown}>
                <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} />}>
                  <LazyFilterForm />
                </Suspense>
              </FilterContext>
            )}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, pt: 1 }}>
            <Button onClick={() => setFilters(defaults, {})} disabled={count === 0}>
              {translate('ra.action.remove_all_filters')}
            </Button>
            <Button variant="contained" onClick={close}>
              {translate('app.list.show_results')}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </>
  );
};
