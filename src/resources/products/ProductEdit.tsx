import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';
import { toProductPayload } from './attributeRows';

const ProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={toProductPayload}>
    <ProductForm />
  </Edit>
);

export default ProductEdit;
