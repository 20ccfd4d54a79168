import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';

/** The import's failed rows as the file had them, plus an error column in the staff member's language. */
export const ErrorReportButton = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { download, busy } = useFileDownload(useResourceContext()!);
  return (
    <Button startIcon={<DownloadIcon />} disabled={busy !== undefined} onClick={() => void download({ id, name: 'errors' })}>
      {translate('imports.action.report')}
    </Button>
  );
};
