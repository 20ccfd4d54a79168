import { Create, SimpleForm } from 'react-admin';
import { VariantInputs } from './VariantInputs';

const VariantCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <VariantInputs isCreate />
    </SimpleForm>
  </Create>
);

export default VariantCreate;
