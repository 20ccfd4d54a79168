import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ConsoleDataTable } from '../../../list/ConsoleDataTable';
import { ConsoleList } from '../../../list/ConsoleList';
import { consolePath } from '@domain/consolePath';
import { LocaleDateField } from '../../../fields/LocaleDateField';
import { oneLineCell } from '../../../fields/oneLineCell';
import { OrdersAreaTabs, type OrdersAreaScreen } from '../OrdersAreaTabs';
import { NewFromOrderButton } from './NewFromOrderButton';
import type { OrderDialog } from './ReturnableOrderButton';

interface FromOrderListProps {
  /** Its tab among the orders area's screens. */
  area: OrdersAreaScreen;
  filters: ReactElement[];
  /** The message of the button that starts a new one, and the dialog it opens on the order chosen. */
  newLabel: string;
  dialog: OrderDialog;
  /** The columns between the order's (number, customer) and the date. */
  children: ReactNode;
}

const FromOrderActions = ({ label, dialog }: { label: string; dialog: OrderDialog }) => (
  <TopToolbar>
    <NewFromOrderButton label={label} dialog={dialog} />
  </TopToolbar>
);

/** The order a row was made from, by its number, linked to the order's page. */
const OrderNumberLink = () => {
  const row = useRecordContext<{ id: number; order_id: number; order_number: string }>();
  if (!row) return null;
  return (
    <Link component={RouterLink} to={consolePath('/apps/orders/view-new/:id', { id: row.order_id })}>
      {row.order_number}
    </Link>
  );
};

/**
 * A list of what staff made from orders (returns, exchanges), newest first: a row names its order and
 * customer, then its own columns, then its date. A new one starts from an order.
 */
export const FromOrderList = ({ area, filters, newLabel, dialog, children }: FromOrderListProps) => (
  <>
    <OrdersAreaTabs current={area} />
    <ConsoleList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<FromOrderActions label={newLabel} dialog={dialog} />} empty={false}>
      <ConsoleDataTable rowClick={false} bulkActionButtons={false}>
        <ConsoleDataTable.Col source="order_number" cellSx={oneLineCell} disableSort>
          <OrderNumberLink />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="customer_name" disableSort />
        {children}
        <ConsoleDataTable.Col source="created_at" cellSx={oneLineCell}>
          <LocaleDateField source="created_at" />
        </ConsoleDataTable.Col>
      </ConsoleDataTable>
    </ConsoleList>
  </>
);
