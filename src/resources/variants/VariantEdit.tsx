import { Edit } from 'react-admin';
import { VariantForm } from './VariantForm';
import { HistoryPanel } from '../../components/HistoryPanel';

/** Editing from the all-variants list (/apps/product/:product_id/variant/view/:id/all-variants-edit). */
const VariantEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <VariantForm />
    <HistoryPanel />
  </Edit>
);

export default VariantEdit;
