import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { toProductPayload } from './attributeRows';

const ProductCreate = () => (
  <Create redirect="show" transform={toProductPayload}>
    <ProductForm />
  </Create>
);

export default ProductCreate;
