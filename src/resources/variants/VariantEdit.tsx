import { EditWithHistory } from '../../components/EditWithHistory';
import { VariantForm } from './VariantForm';

/** Editing from the all-variants list (/apps/product/:product_id/variant/view/:id/all-variants-edit). */
const VariantEdit = () => (
  <EditWithHistory>
    <VariantForm />
  </EditWithHistory>
);

export default VariantEdit;
