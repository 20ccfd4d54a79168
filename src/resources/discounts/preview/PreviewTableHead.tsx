import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

const PREVIEW = 'resources.discounts.preview';

/** A preview table's head: its columns' labels (money right-aligned) and a last column named for screen readers only, over the rows' buttons. */
export const PreviewTableHead = ({ columns, buttons }: { columns: readonly { label: string; money?: boolean }[]; buttons: string }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ label, money }) => (
          <TableCell key={label} align={money ? 'right' : undefined}>
            {translate(`${PREVIEW}.${label}`)}
          </TableCell>
        ))}
        <TableCell>
          <Box component="span" sx={visuallyHidden}>
            {translate(`${PREVIEW}.${buttons}`)}
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
};
