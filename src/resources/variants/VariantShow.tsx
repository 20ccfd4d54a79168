import type { ReactNode } from 'react';
import { ReferenceField, SelectField, TextField } from 'react-admin';
import { ImagesField } from '../products/ImagesField';
import { erpStatusChoices, variantStatusChoices } from '../products/catalogueChoices';
import { MoneyField } from './moneyField';
import { ReviewHistory } from './ReviewHistory';
import { SendToReviewButton } from './SendToReviewButton';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { RecordLabelsButton } from '../../screens/bar-code-variants/LabelsButton';
import { VariantStockLevels } from './VariantStockLevels';

/** One variant's page: what it is, its prices, its stock and its review history; `actions` come before Edit. */
export const VariantPage = ({ actions, deletable }: { actions: ReactNode; deletable?: boolean }) => (
  <ShowWithHistory actions={actions} deletable={deletable} below={<VariantStockLevels />}>
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
  </ShowWithHistory>
);

/** Sending the variant to review, and printing its labels. */
const VariantActions = () => (
  <>
    <SendToReviewButton />
    <RecordLabelsButton />
  </>
);

const VariantShow = () => <VariantPage actions={<VariantActions />} deletable />;

export default VariantShow;
