import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ReturnableOrderButton } from '../returns/ReturnableOrderButton';
import { ExchangeDialog } from './ExchangeDialog';

/** Exchanges pieces of the order in the record context (shipped or delivered) for another variant; place it in the order view. */
export const ExchangeButton = () => <ReturnableOrderButton label="resources.exchange-orders.action" icon={<SwapHorizIcon />} dialog={ExchangeDialog} />;
