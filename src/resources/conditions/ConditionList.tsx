import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { PositionButtons } from '../taxonomy/PositionButtons';
import { searchFilter } from '../taxonomy/filters';

/** Condition grades, best first; reordered with the arrows. */
const ConditionList = () => (
  <ConsoleList
    filters={[searchFilter]}
    sort={{ field: 'position', order: 'ASC' }}
    perPage={50}
    actions={<TaxonomyListActions />}
  >
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="position" label="taxonomy.position.label" render={() => <PositionButtons />} disableSort />
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="code" />
      <ConsoleDataTable.Col source="description" />
    </ConsoleDataTable>
  </ConsoleList>
);
export default ConditionList;
