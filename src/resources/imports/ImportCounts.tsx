import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportCounts as Counts } from '@domain/imports/imports';
import { useIntlLocale } from '../../i18n/intlLocale';

const SHOWN = ['new', 'updated', 'unchanged', 'errors'] as const;

/** N new, M updated, K unchanged, E errors: of a dry run, or of what an import wrote. */
export const ImportCounts = ({ counts, label }: { counts: Counts; label: string }) => {
  const translate = useTranslate();
  const numbers = new Intl.NumberFormat(useIntlLocale());
  return (
    // The group carries the name: a role on the list itself would take away its term-and-value meaning.
    <Box role="group" aria-label={label}>
      <Stack component="dl" direction="row" spacing={3} sx={{ my: 1, flexWrap: 'wrap' }}>
        {SHOWN.map((name) => (
          <div key={name} data-testid={`count-${name}`}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`imports.counts.${name}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} color={name === 'errors' && counts.errors ? 'error' : undefined}>
              {numbers.format(counts[name])}
            </Typography>
          </div>
        ))}
      </Stack>
    </Box>
  );
};
