import { Edit, SimpleForm } from 'react-admin';
import { VariantInputs } from './VariantInputs';
import { HistoryPanel } from '../../components/HistoryPanel';

/** Editing from the all-variants list (/apps/product/:product_id/variant/view/:id/all-variants-edit). */
const VariantEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <VariantInputs />
    </SimpleForm>
    <HistoryPanel />
  </Edit>
);

export default VariantEdit;
