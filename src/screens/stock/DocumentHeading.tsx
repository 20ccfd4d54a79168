import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A shopfloor document's heading: its kind and number, and its status (filled once posted). */
export const DocumentHeading = ({ resource, id, status, open }: { resource: string; id: number; status: string; open: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        {translate('stock.document.number', { kind: translate(`stock.documents.${resource}`), id })}
      </Typography>
      <Chip label={translate(`stock.statuses.${status}`)} color={open ? 'default' : 'primary'} />
    </Stack>
  );
};
