import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { VoidCreditNoteButton } from './VoidCreditNoteButton';

/** The note's tax document as PDF (made by the server in the staff member's language), and voiding it. */
export const CreditNoteActions = () => {
  const translate = useTranslate();
  const note = useRecordContext();
  const { download, busy } = useFileDownload('credit-notes');
  if (!note) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', py: 1 }}>
      <Tooltip title={translate('resources.credit-notes.document_help')}>
        <span>
          <Button size="small" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => void download({ id: note.id, name: 'document' })}>
            {translate('resources.credit-notes.document')}
          </Button>
        </span>
      </Tooltip>
      <VoidCreditNoteButton />
    </Stack>
  );
};
