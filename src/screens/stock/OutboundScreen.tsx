import { StockDocumentScreen } from './StockDocumentScreen';

/** /apps/outbound-inventory/:id: pick and dispatch stock from the warehouse. */
const OutboundScreen = () => <StockDocumentScreen kind="outbound" />;
export default OutboundScreen;
