import {
  DeleteButton,
  EditButton,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ImagesField } from '../products/ImagesField';
import { erpStatusChoices, variantStatusChoices } from '../products/catalogueChoices';
import { MoneyField } from './moneyField';
import { ReviewHistory } from './ReviewHistory';
import { SendToReviewButton } from './SendToReviewButton';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { HistoryPanel } from '../../components/HistoryPanel';
import { RecordLabelsButton } from '../../screens/bar-code-variants/LabelsButton';

const VariantShowActions = () => (
  <TopToolbar>
    <SendToReviewButton />
    <RecordLabelsButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** One variant: what it is, its prices, its stock and its review history. */
export const VariantDetails = () => (
  <SimpleShowLayout>
    <ReferenceField source="product_id" reference="products" link="show" />
    <TextField source="sku" />
    <TextField source="barcode" emptyText="—" />
    <TextField source="size" />
    <TextField source="colour" />
    <ReferenceField source="condition_id" reference="conditions" emptyText="—" link={false} />
    <MoneyField source="mrp" />
    <MoneyField source="price" />
    <MoneyField source="cost" />
    <SelectField source="status" choices={variantStatusChoices} />
    <SelectField source="erp_status" choices={erpStatusChoices} />
    <LocaleNumberField source="stock" />
    <LocaleDateField source="expires_at" showTime />
    <ImagesField source="images" />
    <LocaleDateField source="created_at" showTime />
    <ReviewHistory source="reviews" />
  </SimpleShowLayout>
);

const VariantShow = () => (
  <Show actions={<VariantShowActions />}>
    <VariantDetails />
    <HistoryPanel />
  </Show>
);

export default VariantShow;
