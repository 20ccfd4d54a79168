import { BulkDeleteButton, Datagrid, SelectField, TextField, type DatagridProps } from 'react-admin';
import { erpStatusChoices, variantStatusChoices } from '../products/catalogueChoices';
import { MoneyField } from './moneyField';
import { BulkSendToReviewButton } from './SendToReviewButton';
import { BulkLabelsButton } from '../../screens/bar-code-variants/LabelsButton';
import { LinkedTextField } from '../../fields/LinkedTextField';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';

const VariantBulkActions = () => (
  <>
    <BulkSendToReviewButton />
    <BulkLabelsButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

/** The columns of a variant list, on the all-variants list and under a product. */
export const VariantGrid = ({ showProduct = true, ...props }: DatagridProps & { showProduct?: boolean }) => (
  <Datagrid rowClick="show" bulkActionButtons={<VariantBulkActions />} {...props}>
    {/* A SKU broken over two lines reads as two codes. */}
    <TextField source="sku" sx={{ whiteSpace: 'nowrap' }} />
    {/* Titles are long: a narrow window scrolls the list rather than stack a title a word a line. */}
    {/* The rows carry their product's title: no request for it. */}
    {showProduct && (
      <LinkedTextField
        source="product_title"
        reference="products"
        idSource="product_id"
        label="resources.variants.fields.product_id"
        sortable={false}
        sx={{ display: 'block', minWidth: 176 }}
      />
    )}
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
