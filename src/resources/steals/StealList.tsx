import { BooleanField, DataTable, List, SelectInput } from 'react-admin';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { searchFilter } from '../taxonomy/filters';

export const stateChoices = ['live', 'upcoming', 'ended'].map((state) => ({ id: state, name: `resources.steals.states.${state}` }));

/** Steals: live, upcoming and ended, with the pieces sold. */
const StealList = () => (
  <List filters={[searchFilter, <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />]} sort={{ field: 'starts_at', order: 'DESC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <ChoiceCol source="state" choices={stateChoices} disableSort />
      <LocaleDateCol source="starts_at" showTime />
      <LocaleDateCol source="ends_at" showTime />
      <DataTable.Col source="variants_count" align="right" />
      <DataTable.Col source="units_sold" align="right" />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default StealList;
