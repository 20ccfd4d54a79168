import BlockIcon from '@mui/icons-material/Block';
import { TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { FormDialogButton } from '../../components/FormDialogButton';
import { creditNoteVoidSchema } from '@domain/orders/schemas';
import type { CreditNoteStatus } from '@domain/orders/creditNotes';
import { useZodValidator } from '../../forms/zodValidator';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** Voids a note with something left on it (the server refuses a redeemed or void one), giving a reason. */
export const VoidCreditNoteButton = () => {
  const note = useRecordContext<{ id: number; number: string; status: CreditNoteStatus }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const validate = useZodValidator(creditNoteVoidSchema);
  if (!note || note.status === 'void' || note.status === 'redeemed') return null;
  return (
    <FormDialogButton
      label="resources.credit-notes.void"
      icon={<BlockIcon />}
      color="error"
      title={translate('resources.credit-notes.void_title', { number: note.number })}
      record={{ reason: '' }}
      validate={validate}
      onSubmit={async (values) => {
        await dataProvider.action('credit-notes', { id: note.id, name: 'void', data: { reason: values.reason } });
      }}
      done={{ message: 'resources.credit-notes.voided', messageArgs: { number: note.number } }}
    >
      <TextInput source="reason" label="resources.credit-notes.fields.void_reason" multiline minRows={2} fullWidth />
    </FormDialogButton>
  );
};
