import { DateInput, NullableBooleanInput, SearchInput, SelectInput, TextInput } from '../../filters/lazyFilterInputs';
import { customerStatusChoices } from './customerChoices';

/** A day typed as the end of a range means up to its last moment, in the staff member's time zone. */
const endOfDay = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : value);

/** The customer list's filters: search, status, tag, marketing opt-in, the created range, and when they ordered. */
export const customerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={customerStatusChoices} alwaysOn />,
  <TextInput key="tags" source="tags" label="resources.customers.fields.tags" alwaysOn />,
  <NullableBooleanInput key="marketing_opt_in" source="marketing_opt_in" alwaysOn />,
  <DateInput key="created_at_gte" source="created_at_gte" alwaysOn />,
  <DateInput key="created_at_lte" source="created_at_lte" parse={endOfDay} alwaysOn />,
  // By sales (the dashboard's new and returning customers link here).
  <DateInput key="first_order_at_gte" source="first_order_at_gte" />,
  <DateInput key="first_order_at_lte" source="first_order_at_lte" parse={endOfDay} />,
  <DateInput key="ordered_at_gte" source="ordered_at_gte" />,
  <DateInput key="ordered_at_lte" source="ordered_at_lte" parse={endOfDay} />,
];
