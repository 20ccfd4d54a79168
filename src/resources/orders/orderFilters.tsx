import { DateInput, SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { referenceFilter } from '../products/referenceFilter';
import { channelChoices, fulfilmentChoices, orderField, orderStatusChoices, paymentStatusChoices } from './orderChoices';

/** A day typed as the end of a range means up to its last moment, in the staff member's time zone. */
const endOfDay = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : value);

const select = (source: string, choices: { id: string; name: string }[]) => (
  <SelectInput key={source} source={source} label={orderField(source)} choices={choices} alwaysOn sx={{ minWidth: 150 }} />
);

/**
 * The orders list's filters: `q` (number, email or SKU), the state machine's status, fulfilment stage,
 * payment, channel (not on the offline list, whose channel is fixed), store, customer and the placed range.
 */
export const orderFilters = ({ offline = false } = {}) => [
  <SearchInput key="q" source="q" alwaysOn />,
  select('status', orderStatusChoices),
  select('fulfilment', fulfilmentChoices),
  select('payment_status', paymentStatusChoices),
  ...(offline ? [] : [select('channel', channelChoices)]),
  referenceFilter({ source: 'store_id', reference: 'stores', optionText: 'name', minWidth: 180, label: orderField('store_id') }),
  referenceFilter({ source: 'customer_id', reference: 'customers', optionText: 'email', minWidth: 240, label: orderField('customer_id') }),
  <DateInput key="placed_at_gte" source="placed_at_gte" label={orderField('placed_at_gte')} alwaysOn />,
  <DateInput key="placed_at_lte" source="placed_at_lte" label={orderField('placed_at_lte')} parse={endOfDay} alwaysOn />,
];
