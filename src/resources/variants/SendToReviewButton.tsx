import { useListContext, useRecordContext, type Identifier } from 'react-admin';
import SendIcon from '@mui/icons-material/Send';
import { REVIEWABLE_FROM, type VariantStatus } from '@domain/catalogueValues';
import { useBulkAction } from '../../providers/useBulkAction';
import { NamedButton } from '../../components/NamedButton';

const SendButton = ({ ids }: { ids: Identifier[] }) => {
  const { mutate, isPending } = useBulkAction('variants', 'submit', 'review.submitted');
  // Named at every width: react-admin's Button, disabled and bare on a phone, had no accessible name.
  return (
    <NamedButton label="review.submit" onClick={() => mutate({ ids })} disabled={isPending || !ids.length}>
      <SendIcon />
    </NamedButton>
  );
};

/** Sends the selected variants to the review queue (bulk action of the variant lists). */
export const BulkSendToReviewButton = () => <SendButton ids={useListContext().selectedIds} />;

/** Sends the variant on screen to review, when it is a draft or was rejected. */
export const SendToReviewButton = () => {
  const record = useRecordContext<{ id: Identifier; status: VariantStatus }>();
  if (!record || !REVIEWABLE_FROM.includes(record.status)) return null;
  return <SendButton ids={[record.id]} />;
};
