import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { couponSchema } from '@domain/promotions/schemas';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';

/** A coupon's form: its code, the discount it unlocks, its limits and window. */
const CouponInputs = () => (
  <>
    <TextInput source="code" validate={required()} helperText="resources.coupons.code_help" />
    <ReferenceInput source="discount_id" reference="discounts">
      <AutocompleteInput optionText="title" validate={required()} />
    </ReferenceInput>
    <NumberInput source="usage_limit" min={1} helperText="resources.coupons.limit_help" />
    <NumberInput source="per_customer_limit" min={1} helperText="resources.coupons.limit_help" />
    <LocaleDateTimeInput source="starts_at" helperText="resources.coupons.window_help" />
    <LocaleDateTimeInput source="ends_at" />
    <BooleanInput source="release_on_cancel" defaultValue helperText="resources.coupons.release_help" />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default CouponInputs;

/** The form validates with the schema the server parses with. */
export const schema = couponSchema;
