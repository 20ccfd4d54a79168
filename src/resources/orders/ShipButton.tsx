import { useState } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, HttpError, SaveButton, TextInput, useTranslate } from 'react-admin';
import { NamedButton } from '../../components/NamedButton';
import { orderShipSchema } from '@domain/orders/schemas';
import { useZodValidator } from '../../forms/zodValidator';
import { actionLabel, orderField } from './orderChoices';
import type { OrderRecord } from './orderRecord';
import { useOrderMove } from './useOrderAction';

/** Shipping names the carrier and its tracking number (orderShipSchema); the server's field errors show at the inputs. */
export const ShipButton = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const validate = useZodValidator(orderShipSchema);
  const { mutateAsync } = useOrderMove(order);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync({ id: order.id, name: 'ship', data: { carrier: values.carrier, tracking_number: values.tracking_number } });
    } catch (error) {
      if (error instanceof HttpError) return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      throw error;
    }
    setOpen(false);
    return undefined;
  };
  return (
    <>
      <NamedButton label={actionLabel('ship')} onClick={() => setOpen(true)}>
        <LocalShippingIcon />
      </NamedButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.orders.ship_title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Form onSubmit={submit} validate={validate} record={{ carrier: '', tracking_number: '' }}>
            <TextInput source="carrier" label={orderField('carrier')} autoFocus fullWidth />
            <TextInput source="tracking_number" label={orderField('tracking_number')} fullWidth />
            <SaveButton label={actionLabel('ship')} icon={<LocalShippingIcon />} alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
};
