import { useState, type ComponentType, type ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { NamedButton } from '../../../components/NamedButton';
import { RETURNABLE_STATUSES, type OrderStatus } from '@domain/orders/states';
import type { ReturnableOrder } from './returnForm';

/** A dialog acting on one order (a return, an exchange). */
export type OrderDialog = ComponentType<{ order: ReturnableOrder | undefined; open: boolean; onClose: () => void }>;

/** Opens `dialog` on the order in the record context, when its goods have left (shipped or delivered). */
export const ReturnableOrderButton = ({ label, icon, dialog: OrderDialogOf }: { label: string; icon: ReactElement; dialog: OrderDialog }) => {
  const order = useRecordContext<ReturnableOrder & { status: OrderStatus }>();
  const [open, setOpen] = useState(false);
  if (!order || !RETURNABLE_STATUSES.includes(order.status)) return null;
  return (
    <>
      <NamedButton label={label} onClick={() => setOpen(true)}>
        {icon}
      </NamedButton>
      <OrderDialogOf order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
