import { BooleanField, DataTable, List, SelectInput } from 'react-admin';
import { DISCOUNT_KINDS, SCOPE_KINDS } from '@domain/promotions/types';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { searchFilter } from '../taxonomy/filters';
import { DiscountValueField } from './DiscountValueField';

export const kindChoices = DISCOUNT_KINDS.map((kind) => ({ id: kind, name: `resources.discounts.kinds.${kind}` }));
export const scopeChoices = SCOPE_KINDS.map((scope) => ({ id: scope, name: `resources.discounts.scopes.${scope}` }));

/** Discounts: what each takes off, where, and when (in the console's format). */
const DiscountList = () => (
  <List filters={[searchFilter, <SelectInput key="kind" source="kind" choices={kindChoices} />]} sort={{ field: 'created_at', order: 'DESC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <ChoiceCol source="kind" choices={kindChoices} />
      <DataTable.Col source="value" disableSort render={() => <DiscountValueField />} />
      <ChoiceCol source="scope" choices={scopeChoices} />
      <DataTable.Col source="priority" />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <DataTable.Col source="automatic" field={BooleanField} />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default DiscountList;
