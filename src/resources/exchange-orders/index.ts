import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(SwapHorizIcon, import.meta.glob('./ExchangeOrderList.tsx'));
