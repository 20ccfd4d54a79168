import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): only the icon its menu entry shows until its views are built. */
const folder: ResourceFolder = { icon: ReceiptLongIcon };

export default folder;
