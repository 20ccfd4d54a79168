import { TopToolbar } from 'react-admin';
import { OrderMoveButtons } from './OrderMoveButtons';
import { OrderLayoutSwitch } from './OrderLayoutSwitch';
import { OrderDocumentButtons } from './OrderDocumentButtons';
import { ReturnButton } from './returns/ReturnButton';
import { ExchangeButton } from './exchanges/ExchangeButton';

/** The order view's toolbar: the state machine's moves, the order's documents, its after-sales; each reads the order from the record context. */
export const OrderActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <OrderMoveButtons />
    <OrderDocumentButtons />
    <ReturnButton />
    <ExchangeButton />
    <OrderLayoutSwitch />
  </TopToolbar>
);
