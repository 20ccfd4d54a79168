import { useSearchParams } from 'react-router-dom';
import { CartBuilder } from './CartBuilder';
import { CartStart } from './CartStart';

/** /apps/orders/create: start a cart for a customer, then (`?cart=<id>`, kept on reload) fill it. */
const OrderCreate = () => {
  const [search] = useSearchParams();
  const cartId = search.get('cart');
  return cartId ? <CartBuilder cartId={cartId} /> : <CartStart />;
};

export default OrderCreate;
