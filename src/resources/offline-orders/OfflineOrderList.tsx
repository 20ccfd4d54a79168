import { OrderListView } from '../orders/OrderList';

/** Orders placed in the stores: the orders list with the channel fixed to offline, the store in front. */
const OfflineOrderList = () => <OrderListView offline />;

export default OfflineOrderList;
