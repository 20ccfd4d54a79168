import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Button, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOrderLayout } from './useOrderLayout';

/** Between the two layouts of an order (the spec's view and view-new); offline orders have the detailed one only. */
export const OrderLayoutSwitch = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const layout = useOrderLayout();
  if (!record || resource !== 'orders') return null;
  return layout === 'detailed' ? (
    <Button component={Link} to={`/orders/${record.id}/show`} label="resources.orders.classic_view">
      <ViewAgendaIcon />
    </Button>
  ) : (
    <Button component={Link} to={`/orders/${record.id}/show/new`} label="resources.orders.detailed_view">
      <ViewQuiltIcon />
    </Button>
  );
};
