import { DataTable, List } from 'react-admin';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { PositionButtons } from '../taxonomy/PositionButtons';
import { searchFilter } from '../taxonomy/filters';

/** Condition grades, best first; reordered with the arrows. */
const ConditionList = () => (
  <List
    filters={[searchFilter]}
    sort={{ field: 'position', order: 'ASC' }}
    perPage={50}
    actions={<TaxonomyListActions />}
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
