import { Create, SimpleForm } from 'react-admin';
import { ProductInputs } from './ProductInputs';

const ProductCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <ProductInputs />
    </SimpleForm>
  </Create>
);

export default ProductCreate;
