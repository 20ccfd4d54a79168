import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { Button, ReferenceField, TextField, TopToolbar, type Identifier } from 'react-admin';
import { FilterButton } from '../../list/FilterButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { consolePath } from '@domain/consolePath';
import { PermittedExportButton } from '../../components/PermittedExportButton';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { MoneyCol } from '../variants/MoneyCol';
import { ChannelField, CustomerField, OrderStatusChip, PaymentStatusChip } from './OrderFields';
import { orderField } from './orderChoices';
import { orderExporter } from './orderExporter';
import { orderFilters } from './orderFilters';
import { OrdersAreaTabs } from './OrdersAreaTabs';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

const StoreField = () => (
  <ReferenceField source="store_id" reference="stores" link={false} emptyText="—">
    <TextField source="name" />
  </ReferenceField>
);

/** Starts an order at admin checkout (a web or in-store order made by staff). */
const NewOrderButton = () => {
  const { canAccess } = useKnownCanAccess({ resource: 'orders', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={consolePath('/apps/orders/create')} label="resources.orders.area.new_order">
      <AddIcon />
    </Button>
  );
};

/** The orders list opens an order in the detailed layout (the spec's view-new). */
const openDetailed = (id: Identifier) => `/orders/${id}/show/new`;

/**
 * Orders, newest first: `q` by number, email or SKU, the filters of orderFilters, a CSV export. The
 * offline orders list is this list with the channel fixed to `offline`, the store in front.
 */
export const OrderListView = ({ offline = false }: { offline?: boolean }) => (
  <>
    <OrdersAreaTabs current={offline ? 'offline-orders' : 'orders'} />
    <ConsoleList
      filters={orderFilters({ offline })}
      filter={offline ? { channel: 'offline' } : undefined}
      sort={{ field: 'placed_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <NewOrderButton />
          <FilterButton />
          <PermittedExportButton maxResults={1000} />
        </TopToolbar>
      }
      exporter={orderExporter}
      // No empty page: it would hide the toolbar, and New order is how the first one is made.
      empty={false}
    >
      <ConsoleDataTable rowClick={offline ? 'show' : openDetailed} bulkActionButtons={false}>
        <ConsoleDataTable.Col source="number" label={orderField('number')} />
        {offline && (
          <ConsoleDataTable.Col source="store_id" label={orderField('store_id')}>
            <StoreField />
          </ConsoleDataTable.Col>
        )}
        <ConsoleDataTable.Col source="placed_at" label={orderField('placed_at')}>
          <LocaleDateField source="placed_at" showTime />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="customer_name" label={orderField('customer_name')}>
          <CustomerField />
        </ConsoleDataTable.Col>
        {!offline && (
          <ConsoleDataTable.Col source="channel" label={orderField('channel')}>
            <ChannelField />
          </ConsoleDataTable.Col>
        )}
        {!offline && (
          <ConsoleDataTable.Col source="store_id" label={orderField('store_id')} disableSort>
            <StoreField />
          </ConsoleDataTable.Col>
        )}
        <ConsoleDataTable.Col source="status" label={orderField('status')}>
          <OrderStatusChip />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="payment_status" label={orderField('payment_status')}>
          <PaymentStatusChip />
        </ConsoleDataTable.Col>
        <LocaleNumberCol source="items_count" label={orderField('items_count')} />
        <MoneyCol source="total" label={orderField('total')} />
      </ConsoleDataTable>
    </ConsoleList>
  </>
);

const OrderList = () => <OrderListView />;

export default OrderList;
