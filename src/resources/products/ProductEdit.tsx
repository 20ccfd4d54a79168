import { Edit, SimpleForm } from 'react-admin';
import { ProductInputs } from './ProductInputs';

const ProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <ProductInputs />
    </SimpleForm>
  </Edit>
);

export default ProductEdit;
