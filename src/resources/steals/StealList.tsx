import { BooleanField, SelectInput } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { searchFilter } from '../taxonomy/filters';

export const stateChoices = ['live', 'upcoming', 'ended'].map((state) => ({ id: state, name: `resources.steals.states.${state}` }));

/** Steals: live, upcoming and ended, with the pieces sold. */
const StealList = () => (
  <ConsoleList filters={[searchFilter, <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />]} sort={{ field: 'starts_at', order: 'DESC' }}>
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="title" />
      <ChoiceCol source="state" choices={stateChoices} disableSort />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <ConsoleDataTable.Col source="variants_count" align="right" />
      <ConsoleDataTable.Col source="units_sold" align="right" />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    </ConsoleDataTable>
  </ConsoleList>
);
export default StealList;
