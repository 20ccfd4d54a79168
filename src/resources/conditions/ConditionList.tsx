import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { PositionButtons } from '../taxonomy/PositionButtons';
import { searchFilter } from '../taxonomy/filters';

/** Condition grades, best first; reordered with the arrows. */
const ConditionList = () => (
  <List
    filters={[searchFilter]}
    sort={{ field: 'position', order: 'ASC' }}
    perPage={50}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="position" label="taxonomy.position.label" render={() => <PositionButtons />} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.Col source="description" />
    </DataTable>
  </List>
);
export default ConditionList;
