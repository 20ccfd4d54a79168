import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CREDIT_NOTE_STATUSES, type CreditNoteStatus } from '@domain/orders/creditNotes';

const COLOURS: Record<CreditNoteStatus, ChipProps['color']> = { issued: 'success', partly_redeemed: 'warning', redeemed: 'default', void: 'error' };

export const creditNoteStatusChoices = CREDIT_NOTE_STATUSES.map((status) => ({ id: status, name: `resources.credit-notes.status.${status}` }));

/** Issued, partly redeemed, redeemed or void. */
export const CreditNoteStatusChip = () => {
  const record = useRecordContext<{ status: CreditNoteStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" label={translate(`resources.credit-notes.status.${record.status}`)} color={COLOURS[record.status]} />;
};
