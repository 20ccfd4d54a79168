import { Create } from 'react-admin';
import { VariantForm } from './VariantForm';

const VariantCreate = () => (
  <Create redirect="show">
    <VariantForm isCreate />
  </Create>
);

export default VariantCreate;
