import { CardContent, Typography } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { ToolbarButton } from './ToolbarButton';

/**
 * An empty table's text, as react-admin's ListNoResults (with its "Clear filters" when filtered) on
 * the console's ToolbarButton, whose react-admin Button would load MUI's Tooltip with every list.
 */
export const NoResults = ({ resource: resourceProp }: { resource?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext({ resource: resourceProp })!;
  const { filterValues, setFilters } = useListContext();
  const getResourceLabel = useGetResourceLabel();
  const filtered = filterValues && Object.keys(filterValues).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        {filtered ? (
          <>
            {translate('ra.navigation.no_filtered_results', { resource, name: getResourceLabel(resource, 0), _: 'No results found with the current filters.' })}{' '}
            <ToolbarButton onClick={() => setFilters({}, [])} label={translate('ra.navigation.clear_filters', { _: 'Clear filters' })} />
          </>
        ) : (
          translate('ra.navigation.no_results', { resource, name: getResourceLabel(resource, 0), _: 'No results found.' })
        )}
      </Typography>
    </CardContent>
  );
};
