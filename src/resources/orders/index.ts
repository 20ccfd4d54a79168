import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(ReceiptLongIcon, import.meta.glob('./{OrderList,OrderShow,checkout/OrderCreate}.tsx'), { recordRepresentation: 'number' });
