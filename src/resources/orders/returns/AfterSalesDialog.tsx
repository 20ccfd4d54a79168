import type { ComponentType } from 'react';
import { Dialog, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReturnableOrder } from './returnForm';

/** A dialog titled with the order's number (`title` takes %{number}) holding an after-sales form of it: a return, an exchange. */
export const AfterSalesDialog = ({
  order,
  open,
  onClose,
  title,
  maxWidth,
  form: OrderForm,
}: {
  order: ReturnableOrder | undefined;
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth: DialogProps['maxWidth'];
  form: ComponentType<{ order: ReturnableOrder; onDone: () => void }>;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open && Boolean(order)} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{order && translate(title, { number: order.number })}</DialogTitle>
      <DialogContent>{order && <OrderForm order={order} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
};
