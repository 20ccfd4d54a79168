import { Create } from 'react-admin';
import { CustomerForm } from './CustomerForm';

const CustomerCreate = () => (
  <Create redirect="show">
    <CustomerForm />
  </Create>
);

export default CustomerCreate;
