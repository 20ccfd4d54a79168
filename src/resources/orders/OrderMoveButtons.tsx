import { useState, type ReactElement } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Confirm, useRecordContext } from 'react-admin';
import { NamedButton } from '../../components/NamedButton';
import { allowedOrderActions, type OrderAction } from '@domain/orders/states';
import { actionLabel } from './orderChoices';
import type { OrderRecord } from './orderRecord';
import { ShipButton } from './ShipButton';
import { useOrderMove } from './useOrderAction';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

const ICONS: Record<Exclude<OrderAction, 'ship'>, ReactElement> = {
  confirm: <CheckCircleIcon />,
  pick: <InventoryIcon />,
  pack: <Inventory2Icon />,
  deliver: <DoneAllIcon />,
  hand_over: <StorefrontIcon />,
  cancel: <CancelIcon />,
};

/** A move that needs nothing more than the click (confirm, pick, pack, deliver, hand over). */
const MoveButton = ({ order, action }: { order: OrderRecord; action: Exclude<OrderAction, 'ship' | 'cancel'> }) => {
  const { mutate, isPending } = useOrderMove(order);
  return (
    <NamedButton label={actionLabel(action)} onClick={() => mutate({ id: order.id, name: action })} disabled={isPending}>
      {ICONS[action]}
    </NamedButton>
  );
};

/** Cancelling cannot be undone: it asks first. */
const CancelOrderButton = ({ order }: { order: OrderRecord }) => {
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useOrderMove(order);
  return (
    <>
      <NamedButton label={actionLabel('cancel')} color="error" onClick={() => setOpen(true)}>
        {ICONS.cancel}
      </NamedButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.orders.cancel_title"
        titleTranslateOptions={{ number: order.number }}
        content="resources.orders.cancel_content"
        confirm={actionLabel('cancel')}
        cancel="resources.orders.keep_order"
        confirmColor="warning"
        onConfirm={() => mutate({ id: order.id, name: 'cancel' }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The moves the shared state machine allows the order in its status and channel, and no others (the
 * server refuses the others with a 409 all the same). Shown to staff who may edit orders.
 */
export const OrderMoveButtons = () => {
  const order = useRecordContext<OrderRecord>();
  const { canAccess } = useKnownCanAccess({ resource: 'orders', action: 'edit' });
  if (!order || !canAccess) return null;
  return allowedOrderActions(order.status, order.channel).map((action) => {
    if (action === 'ship') return <ShipButton key={action} order={order} />;
    if (action === 'cancel') return <CancelOrderButton key={action} order={order} />;
    return <MoveButton key={action} order={order} action={action} />;
  });
};
