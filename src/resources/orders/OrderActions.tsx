import { RecordActionsBar } from '../../components/RecordActionsBar';
import { OrderMoveButtons } from './OrderMoveButtons';
import { OrderLayoutSwitch } from './OrderLayoutSwitch';
import { OrderDocumentButtons } from './OrderDocumentButtons';
import { ReturnButton } from './returns/ReturnButton';
import { ExchangeButton } from './exchanges/ExchangeButton';

/** The order view's toolbar (a named list behind one button on a phone): the state machine's moves, the order's documents, its after-sales; each reads the order from the record context. */
export const OrderActions = () => (
  <RecordActionsBar>
    <OrderMoveButtons />
    <OrderDocumentButtons />
    <ReturnButton />
    <ExchangeButton />
    <OrderLayoutSwitch />
  </RecordActionsBar>
);
