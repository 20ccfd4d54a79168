import { BooleanField, SelectInput } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { DISCOUNT_KINDS, SCOPE_KINDS } from '@domain/promotions/types';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { searchFilter } from '../taxonomy/filters';
import { DiscountValueField } from './DiscountValueField';

export const kindChoices = DISCOUNT_KINDS.map((kind) => ({ id: kind, name: `resources.discounts.kinds.${kind}` }));
export const scopeChoices = SCOPE_KINDS.map((scope) => ({ id: scope, name: `resources.discounts.scopes.${scope}` }));

/** Discounts: what each takes off, where, and when (in the console's format). */
const DiscountList = () => (
  <ConsoleList filters={[searchFilter, <SelectInput key="kind" source="kind" choices={kindChoices} />]} sort={{ field: 'created_at', order: 'DESC' }}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="title" />
      <ChoiceCol source="kind" choices={kindChoices} />
      <ConsoleDataTable.Col source="value" disableSort render={() => <DiscountValueField />} />
      <ChoiceCol source="scope" choices={scopeChoices} />
      <ConsoleDataTable.Col source="priority" />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <ConsoleDataTable.Col source="automatic" field={BooleanField} />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    </ConsoleDataTable>
  </ConsoleList>
);
export default DiscountList;
