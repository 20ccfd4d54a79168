import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryOrigin } from '@domain/history';

/** Under a History action: the import file and spreadsheet row the change came from, when an import made it. */
export const HistoryOriginText = ({ origin }: { origin?: HistoryOrigin | null }) => {
  const translate = useTranslate();
  if (!origin) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary">
      {translate('history.from_import', { file: origin.file_name, row: origin.row })}
    </Typography>
  );
};
