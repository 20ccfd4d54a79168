import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { ReturnDialog } from './ReturnDialog';
import { ReturnableOrderButton } from './ReturnableOrderButton';

/** Takes back pieces of the order in the record context (shipped or delivered); place it in the order view. */
export const ReturnButton = () => <ReturnableOrderButton label="resources.return-orders.action" icon={<AssignmentReturnIcon />} dialog={ReturnDialog} />;
