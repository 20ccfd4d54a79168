import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useListContext, useRecordContext, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { rejectSchema } from '@domain/catalogue';
import { useBulkAction } from '../../providers/useBulkAction';

const QUEUE = 'in-review-variants';

interface DecisionProps {
  ids: Identifier[];
  onDone?: () => void;
}

const ApproveButton = ({ ids, onDone }: DecisionProps) => {
  const { mutate, isPending } = useBulkAction(QUEUE, 'approve', 'review.approved', onDone);
  return (
    <Button label="review.approve" color="success" onClick={() => mutate({ ids })} disabled={isPending || !ids.length}>
      <CheckIcon />
    </Button>
  );
};

/** Rejecting asks for the reason first; the server keeps it with the decision. */
const RejectButton = ({ ids, onDone }: DecisionProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useBulkAction(QUEUE, 'reject', 'review.rejected', () => {
    setOpen(false);
    setReason('');
    onDone?.();
  });
  const valid = rejectSchema.safeParse({ reason }).success;
  return (
    <>
      <Button label="review.reject" color="error" onClick={() => setOpen(true)} disabled={!ids.length}>
        <CloseIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('review.reject_title', { smart_count: ids.length })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('review.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid}
            helperText={touched && !valid ? translate('review.reason_required') : translate('review.reason_help')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={isPending}
            onClick={() => (valid ? mutate({ ids, data: { reason: reason.trim() } }) : setTouched(true))}
          >
            {translate('review.reject')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Approve / reject the selected variants of the queue. */
export const BulkReviewButtons = () => {
  const { selectedIds } = useListContext();
  return (
    <>
      <ApproveButton ids={selectedIds} />
      <RejectButton ids={selectedIds} />
    </>
  );
};

/** Approve / reject the variant on screen; it then leaves the queue, so the queue is shown again. */
export const RecordReviewButtons = () => {
  const record = useRecordContext();
  const redirect = useRedirect();
  if (!record) return null;
  const backToQueue = () => redirect('list', QUEUE);
  return (
    <>
      <ApproveButton ids={[record.id]} onDone={backToQueue} />
      <RejectButton ids={[record.id]} onDone={backToQueue} />
    </>
  );
};
