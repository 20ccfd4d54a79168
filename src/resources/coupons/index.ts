import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceFolder } from '../registry';

/** Planned (domain/resources.ts): the icon its menu entry shows, and in i18n/ its module label, until its views are built. */
const folder: ResourceFolder = { icon: LocalOfferIcon };

export default folder;
