import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(LocalOfferIcon, import.meta.glob('./Coupon{List,Inputs}.tsx'), { recordRepresentation: 'code' });
