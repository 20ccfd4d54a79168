import { useState } from 'react';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Form, HttpError, SaveButton, TextInput, useRecordContext } from 'react-admin';
import { orderNoteSchema } from '@domain/orders/schemas';
import { useZodValidator } from '../../forms/zodValidator';
import { orderField } from './orderChoices';
import type { OrderRecord } from './orderRecord';
import { useOrderAction } from './useOrderAction';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/** A staff note onto the order's timeline (POST /orders/:id/notes), checked by the server's schema; emptied once added. */
export const OrderNoteForm = () => {
  const order = useRecordContext<OrderRecord>();
  const { canAccess } = useKnownCanAccess({ resource: 'orders', action: 'edit' });
  const validate = useZodValidator(orderNoteSchema);
  const [added, setAdded] = useState(0);
  const { mutateAsync } = useOrderAction(() => ['resources.orders.note_added']);
  if (!order || !canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync({ id: order.id, name: 'notes', data: { note: values.note } });
    } catch (error) {
      if (error instanceof HttpError) return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      throw error;
    }
    setAdded((count) => count + 1);
    return undefined;
  };
  return (
    <Form key={added} onSubmit={submit} validate={validate} record={{ note: '' }}>
      <TextInput source="note" label={orderField('note')} helperText="resources.orders.note_help" multiline minRows={2} fullWidth />
      <SaveButton label="resources.orders.add_note" icon={<NoteAddIcon />} alwaysEnable />
    </Form>
  );
};
