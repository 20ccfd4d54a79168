import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';
import { toProductPayload } from './attributeRows';
import { HistoryPanel } from '../../components/HistoryPanel';

const ProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={toProductPayload}>
    <ProductForm />
    <HistoryPanel />
  </Edit>
);

export default ProductEdit;
