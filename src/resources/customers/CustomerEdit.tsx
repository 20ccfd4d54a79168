import { EditWithHistory } from '../../components/EditWithHistory';
import { CustomerForm } from './CustomerForm';

const CustomerEdit = () => (
  <EditWithHistory>
    <CustomerForm />
  </EditWithHistory>
);

export default CustomerEdit;
