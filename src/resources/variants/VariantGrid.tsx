import { BulkDeleteButton, Datagrid, ReferenceField, SelectField, TextField, type DatagridProps } from 'react-admin';
import { erpStatusChoices, variantStatusChoices } from '../products/catalogueChoices';
import { MoneyField } from './money';
import { BulkSendToReviewButton } from './SendToReviewButton';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';

const VariantBulkActions = () => (
  <>
    <BulkSendToReviewButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

/** The columns of a variant list, on the all-variants list and under a product. */
export const VariantGrid = ({ showProduct = true, ...props }: DatagridProps & { showProduct?: boolean }) => (
  <Datagrid rowClick="show" bulkActionButtons={<VariantBulkActions />} {...props}>
    {/* A SKU broken over two lines reads as two codes. */}
    <TextField source="sku" sx={{ whiteSpace: 'nowrap' }} />
    {/* Titles are long: a narrow window scrolls the list rather than stack a title a word a line. */}
    {showProduct && <ReferenceField source="product_id" reference="products" sortable={false} sx={{ display: 'block', minWidth: 176 }} />}
    <TextField source="size" />
    <TextField source="colour" />
    <MoneyField source="price" />
    <SelectField source="status" choices={variantStatusChoices} />
    <SelectField source="erp_status" choices={erpStatusChoices} />
    <LocaleNumberField source="stock" sortable={false} />
    <LocaleDateField source="expires_at" />
    <LocaleDateField source="created_at" />
  </Datagrid>
);
