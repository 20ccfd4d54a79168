import { Box, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { BREAKPOINT_NAMES } from '@domain/cms';

/** A section's layout: columns at each of the storefront's breakpoints, and the spacing between items. */
export const LayoutInputs = () => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1">
        {translate('resources.sections.fields.layout')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.sections.layout_help')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
        {BREAKPOINT_NAMES.map((name) => (
          <NumberInput key={name} source={`layout.columns.${name}`} label={`resources.sections.fields.${name}`} min={1} max={12} step={1} />
        ))}
        <NumberInput source="layout.spacing" label="resources.sections.fields.spacing" min={0} max={8} step={1} />
      </Box>
    </Box>
  );
};
