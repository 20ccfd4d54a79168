import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';

/**
 * A list of cards' foot instead of the pager: how many of how many it shows, and a button that shows
 * as many more (the same query for more rows, so the cards already read stay where they are).
 */
export const MoreButton = () => {
  const { data, total, perPage, setPerPage, isFetching, isPending, hasNextPage } = useListContext();
  const [step] = useState(perPage);
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (isPending || !data?.length) return null;
  const shown = data.length;
  const more = total != null ? shown < total : Boolean(hasNextPage);
  const numbers = new Intl.NumberFormat(locale);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
      <Typography variant="body2" color="textSecondary" role="status">
        {total != null ? translate('app.list.shown', { shown: numbers.format(shown), total: numbers.format(total) }) : null}
      </Typography>
      {more && (
        <Button variant="outlined" disabled={isFetching} onClick={() => setPerPage(perPage + step)}>
          {translate('app.list.more')}
        </Button>
      )}
    </Box>
  );
};
