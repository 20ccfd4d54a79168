import { BulkDeleteButton, type DataTableProps } from 'react-admin';
import { erpStatusChoices, variantStatusChoices } from '../products/catalogueChoices';
import { MoneyCol } from './MoneyCol';
import { BulkSendToReviewButton } from './SendToReviewButton';
import { BulkLabelsButton } from '../../screens/bar-code-variants/LabelsButton';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LinkedTextField } from '../../fields/LinkedTextField';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';

const VariantBulkActions = () => (
  <>
    <BulkSendToReviewButton />
    <BulkLabelsButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

/** The columns of a variant list, on the all-variants list and under a product. */
export const VariantGrid = ({ showProduct = true, ...props }: Omit<DataTableProps, 'children'> & { showProduct?: boolean }) => (
  <ConsoleDataTable rowClick="show" bulkActionButtons={<VariantBulkActions />} {...props}>
    {/* A SKU broken over two lines reads as two codes. */}
    <ConsoleDataTable.Col source="sku" cellSx={() => ({ whiteSpace: 'nowrap' })} />
    {/* Titles are long: a narrow window scrolls the list rather than stack a title a word a line. */}
    {/* The rows carry their product's title: no request for it. */}
    {showProduct && (
      <ConsoleDataTable.Col source="product_title" label="resources.variants.fields.product_id" disableSort>
        <LinkedTextField source="product_title" reference="products" idSource="product_id" sx={{ display: 'block', minWidth: 176 }} />
      </ConsoleDataTable.Col>
    )}
    <ConsoleDataTable.Col source="size" />
    <ConsoleDataTable.Col source="colour" />
    <MoneyCol source="price" />
    <ChoiceCol source="status" choices={variantStatusChoices} />
    <ChoiceCol source="erp_status" choices={erpStatusChoices} />
    <LocaleNumberCol source="stock" disableSort />
    <LocaleDateCol source="expires_at" />
    <LocaleDateCol source="created_at" />
  </ConsoleDataTable>
);
