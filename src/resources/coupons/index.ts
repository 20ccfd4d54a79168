import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): only the icon its menu entry shows until its views are built. */
const folder: ResourceFolder = { icon: LocalOfferIcon };

export default folder;
