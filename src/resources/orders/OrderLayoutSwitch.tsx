import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { useRecordContext, useResourceContext } from 'react-admin';
import { NamedButton } from '../../components/NamedButton';
import { Link } from 'react-router-dom';
import { useOrderLayout } from './useOrderLayout';

/** Between the two layouts of an order (the spec's view and view-new); offline orders have the detailed one only. */
export const OrderLayoutSwitch = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const layout = useOrderLayout();
  if (!record || resource !== 'orders') return null;
  return layout === 'detailed' ? (
    <NamedButton component={Link} to={`/orders/${record.id}/show`} label="resources.orders.classic_view">
      <ViewAgendaIcon />
    </NamedButton>
  ) : (
    <NamedButton component={Link} to={`/orders/${record.id}/show/new`} label="resources.orders.detailed_view">
      <ViewQuiltIcon />
    </NamedButton>
  );
};
