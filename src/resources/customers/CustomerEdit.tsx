import { Edit } from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { CustomerForm } from './CustomerForm';

const CustomerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <CustomerForm />
    <HistoryPanel />
  </Edit>
);

export default CustomerEdit;
