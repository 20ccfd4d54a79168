import { StockDocumentScreen } from './StockDocumentScreen';

/** /apps/inbound-inventory/:id: receive stock into the warehouse. */
const InboundScreen = () => <StockDocumentScreen kind="inbound" />;
export default InboundScreen;
