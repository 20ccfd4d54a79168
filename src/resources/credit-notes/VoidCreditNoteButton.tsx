import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, TextInput, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { creditNoteVoidSchema } from '../../domain/orders/schemas';
import type { CreditNoteStatus } from '../../domain/orders/creditNotes';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf';
import { useZodValidator } from '../../forms/zodValidator';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** Voids a note with something left on it (the server refuses a redeemed or void one), giving a reason. */
export const VoidCreditNoteButton = () => {
  const note = useRecordContext<{ id: number; number: string; status: CreditNoteStatus }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const validate = useZodValidator(creditNoteVoidSchema);
  const [open, setOpen] = useState(false);
  if (!note || note.status === 'void' || note.status === 'redeemed') return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.action('credit-notes', { id: note.id, name: 'void', data: { reason: values.reason } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
    setOpen(false);
    notify('resources.credit-notes.voided', { type: 'info', messageArgs: { number: note.number } });
    refresh();
    return undefined;
  };
  return (
    <>
      <Button label="resources.credit-notes.void" color="error" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.credit-notes.void_title', { number: note.number })}</DialogTitle>
        <DialogContent>
          <Form onSubmit={submit} validate={validate} record={{ reason: '' }}>
            <TextInput source="reason" label="resources.credit-notes.fields.void_reason" multiline minRows={2} fullWidth />
            <SaveButton label="resources.credit-notes.void" icon={<BlockIcon />} color="error" alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
};
